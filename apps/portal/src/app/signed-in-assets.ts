// What the signed-in pages need beyond the first screen (issue 14): Mantine's whole stylesheet,
// every scope's texts and the language's date and number formatters. Asked for as soon as the
// session is known (bootstrap.tsx) and awaited by the guards, so no page renders without its styles
// or words, while the sign-in pages' first visit carries only their own (first-screen-styles.ts,
// the first-screen catalogue). The stylesheet is in `@layer mantine` like the first screen's: the
// rules they share are the same, and the portal's own styles still win.
import { i18n } from '@lingui/core';
import { loadWholeCatalogue, prepareFormatters, resolveLocale } from '@portal/shared-util-i18n';

let styles: Promise<void> | undefined;

function loadFullStyles(): Promise<void> {
  styles ??= import('@mantine/core/styles.layer.css').then(
    () => undefined,
    (error: unknown) => {
      // A failed download is tried again by the next navigation.
      styles = undefined;
      throw error;
    },
  );
  return styles;
}

export async function loadSignedInAssets(): Promise<void> {
  await Promise.all([loadFullStyles(), loadWholeCatalogue(i18n)]);
  prepareFormatters(resolveLocale(i18n.locale));
}
