export { FileDrop } from './FileDrop';
export type { FileDropProps } from './FileDrop';
