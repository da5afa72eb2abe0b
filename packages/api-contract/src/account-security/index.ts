export * from './schemas';
export * from './endpoints';
export * from './two-factor-schemas';
export * from './two-factor-endpoints';
