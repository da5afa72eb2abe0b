export { LinkProvider, useLinkComponent } from './LinkContext';
export type { LinkRenderProps } from './LinkContext';
