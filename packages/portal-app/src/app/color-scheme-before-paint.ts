/*
 * Imported first by the entry: gives the document the remembered appearance before the first paint,
 * while the runtime config loads. A module of the bundle, as the CSP forbids inline scripts.
 */
import { applyAppearanceToDocument, resolveAppearance, systemAppearance } from '@eventsuite/design-system';
import { storedColorScheme } from '../layout/stored-color-scheme';

applyAppearanceToDocument(resolveAppearance(storedColorScheme(), systemAppearance()));
