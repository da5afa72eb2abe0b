export * from './format';
export { useRegionalFormat } from './use-regional-format';
