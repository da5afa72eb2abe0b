export * from './account-messages';
export * from './app-catalogue-messages';
export * from './field-labels';
export * from './languages';
export * from './location-messages';
export * from './validation-messages';
export * from './team-member-messages';
