// What the signed-in pages need beyond the first screen (issue 14): every scope's texts and the
// language's date and number formatters. Asked for as soon as the session is known (bootstrap.tsx)
// and awaited by the guards, so no page renders without its words, while the sign-in pages' first
// visit carries only their own (the first-screen catalogue). Styles need no step of their own: each
// component's come with its code (first-load/build/mantine-styles.ts).
import { i18n } from '@lingui/core';
import { loadWholeCatalogue, prepareFormatters, resolveLocale } from '@portal/shared-util-i18n';
import { yieldToMain } from './yield-to-main';

async function load(): Promise<void> {
  await loadWholeCatalogue(i18n);
  // Not in the same task as merging the texts: both together block a phone's main thread too long.
  await yieldToMain();
  // The first date formatter costs 16-45 ms (the engine's locale data): a task of its own too, not
  // shared with what the caller does next (the guards, the page's loaders).
  prepareFormatters(resolveLocale(i18n.locale));
  await yieldToMain();
}

// The lifecycle, the guards and some routes all ask, often before the first answer: one load per
// language, shared, so the texts are merged once and no caller adds a task of its own.
let current: { locale: string; ready: Promise<void> } | null = null;

export function loadSignedInAssets(): Promise<void> {
  if (current?.locale !== i18n.locale) {
    const ready = load().catch((error: unknown) => {
      if (current?.ready === ready) current = null; // the next call tries again
      throw error;
    });
    current = { locale: i18n.locale, ready };
  }
  return current.ready;
}
