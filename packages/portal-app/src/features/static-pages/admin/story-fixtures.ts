import type { AdminStaticPage, AdminStaticPageSummary } from '@eventsuite/api-contract';

const ada = { id: 'u-admin', name: 'Ada Admin' };

export const pageSummaries: AdminStaticPageSummary[] = [
  {
    type: 'terms',
    languages: [
      { locale: 'de', title: 'Nutzungsbedingungen', updated_at: '2026-11-20T09:30:00Z', updated_by: ada },
      { locale: 'en', title: 'Terms of use', updated_at: '2026-11-21T14:05:00Z', updated_by: ada },
    ],
  },
  {
    type: 'privacy',
    languages: [{ locale: 'en', title: 'Privacy policy', updated_at: '2026-10-02T08:00:00Z', updated_by: null }],
  },
  {
    type: 'imprint',
    languages: [
      { locale: 'de', title: 'Impressum', updated_at: '2026-11-27T16:45:00Z', updated_by: ada },
      { locale: 'en', title: 'Imprint', updated_at: '2026-11-27T16:40:00Z', updated_by: ada },
    ],
  },
  { type: 'about', languages: [] },
];

const imprintEn =
  '<h2>Imprint</h2><p>Eventsuite GmbH<br>Example Street 1<br>12345 Example City</p><p>Email: <a href="mailto:info@example.com">info@example.com</a></p>';
const imprintDe = '<h2>Impressum</h2><p>Eventsuite GmbH<br>Beispielstraße 1<br>12345 Beispielstadt</p>';

/** The imprint in both languages with three English versions, the newest a restore. */
export const imprintPage: AdminStaticPage = {
  type: 'imprint',
  languages: [
    { locale: 'de', title: 'Impressum', html: imprintDe, updated_at: '2026-11-27T16:45:00Z', updated_by: ada },
    { locale: 'en', title: 'Imprint', html: imprintEn, updated_at: '2026-11-27T16:40:00Z', updated_by: ada },
  ],
  versions: [
    {
      id: '7',
      locale: 'de',
      title: 'Impressum',
      html: imprintDe,
      saved_at: '2026-11-27T16:45:00Z',
      saved_by: ada,
      restored_from: null,
    },
    {
      id: '6',
      locale: 'en',
      title: 'Imprint',
      html: imprintEn,
      saved_at: '2026-11-27T16:40:00Z',
      saved_by: ada,
      restored_from: '2',
    },
    {
      id: '5',
      locale: 'en',
      title: 'Imprint (draft)',
      html: '<p>Draft</p>',
      saved_at: '2026-11-26T10:00:00Z',
      saved_by: ada,
      restored_from: null,
    },
    {
      id: '2',
      locale: 'en',
      title: 'Imprint',
      html: imprintEn,
      saved_at: '2026-11-01T09:00:00Z',
      saved_by: null,
      restored_from: null,
    },
  ],
};

/** The imprint without a German text: the German tab says readers get the English one. */
export const imprintWithoutGerman: AdminStaticPage = {
  ...imprintPage,
  languages: imprintPage.languages.filter((language) => language.locale === 'en'),
  versions: imprintPage.versions.filter((version) => version.locale === 'en'),
};
