export * from './schemas';
export * from './endpoints';
export * from './sign-in-endpoints';
