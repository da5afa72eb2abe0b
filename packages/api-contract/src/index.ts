export * from './endpoint';
export * from './endpoints';
export * from './paths';
export * from './static-pages';
export * from './system';
export * from './validation';
