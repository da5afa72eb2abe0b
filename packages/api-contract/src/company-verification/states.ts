/** A company's verification states (spec §3): apart from the schemas, for the dashboard's small overview. */
export const validationStates = ['not_validated', 'requested', 'validated', 'declined'] as const;
export type ValidationState = (typeof validationStates)[number];
