export { Stack, stackElements } from './Stack';
export type { StackElement, StackProps } from './Stack';
