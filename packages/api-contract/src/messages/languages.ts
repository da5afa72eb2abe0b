/** The languages the catalogue words its texts in: the portal's interface languages (spec §9). */
export const messageLanguages = ['en', 'de', 'fr'] as const;
export type MessageLanguage = (typeof messageLanguages)[number];

/** One text in every catalogue language. */
export type Wording = Readonly<Record<MessageLanguage, string>>;
