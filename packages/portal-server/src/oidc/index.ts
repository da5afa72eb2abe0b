export {
  apiAudience,
  createEmbeddedProvider,
  embeddedIssuer,
  usesEmbeddedProvider,
  type EmbeddedProvider,
} from './provider';
