// What the signed-in pages need beyond the first screen (issue 14): every scope's texts and the
// language's date and number formatters. Asked for as soon as the session is known (bootstrap.tsx)
// and awaited by the guards, so no page renders without its words, while the sign-in pages' first
// visit carries only their own (the first-screen catalogue). Styles need no step of their own: each
// component's come with its code (vite.mantine-styles.ts).
import { i18n } from '@lingui/core';
import { loadWholeCatalogue, prepareFormatters, resolveLocale } from '@portal/shared-util-i18n';
import { yieldToMain } from './yield-to-main';

export async function loadSignedInAssets(): Promise<void> {
  await loadWholeCatalogue(i18n);
  // Not in the same task as merging the texts: both together block a phone's main thread too long.
  await yieldToMain();
  prepareFormatters(resolveLocale(i18n.locale));
}
