export { FormErrorLine } from './FormErrorLine';
export type { FormErrorLineProps } from './FormErrorLine';
