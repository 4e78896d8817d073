import type { Messages } from '@lingui/core';

/** The messages of every scope's catalogue of one language, as one table. */
export const mergeCatalogues = (modules: Record<string, unknown>): Messages =>
  Object.assign({}, ...Object.values(modules).map((m) => (m as { messages: Messages }).messages));
