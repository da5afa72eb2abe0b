export * from './endpoint';
export * from './endpoints';
export * from './identity';
export * from './paths';
export * from './permissions';
export * from './static-pages';
export * from './system';
export * from './validation';
