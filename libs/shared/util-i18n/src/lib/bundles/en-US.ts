// Every scope's en-US catalogue in one chunk: one request for the language, not one per scope.
import { mergeCatalogues } from '../merge-catalogues';

export const messages = mergeCatalogues(import.meta.glob('../../locales/*/en-US.po', { eager: true }));
