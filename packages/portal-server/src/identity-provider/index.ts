export { createEmbeddedProvider, type EmbeddedProvider, type ProviderAreas } from './provider';
