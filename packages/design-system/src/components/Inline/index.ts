export { Inline, inlineElements } from './Inline';
export type { InlineElement, InlineProps } from './Inline';
