// Mantine's whole stylesheet for the signed-in pages (issue 14): asked for as soon as the session is
// known and awaited by the access guard, so no page ever renders without its styles, while the
// sign-in pages' first load carries only their own (first-screen-styles.ts). In `@layer mantine`,
// like those: the rules they share are the same, and the portal's own styles still win.
let loading: Promise<void> | undefined;

export function loadFullStyles(): Promise<void> {
  loading ??= import('@mantine/core/styles.layer.css').then(
    () => undefined,
    (error: unknown) => {
      // A failed download is tried again by the next navigation.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
