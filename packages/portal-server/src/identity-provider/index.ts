export { createEmbeddedProvider, type EmbeddedProvider } from './provider';
