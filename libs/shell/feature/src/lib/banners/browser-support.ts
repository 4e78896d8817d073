/**
 * Whether this browser has what the portal relies on. Feature checks rather than user-agent sniffing,
 * so a new browser is never turned away by its name.
 */
export function isBrowserSupported(win: (Window & typeof globalThis) | undefined = globalThis.window): boolean {
  // Rendered ahead of time, at build (the prerendered sign-in page): the app checks once it runs.
  if (!win) return true;
  return (
    typeof win.fetch === 'function' &&
    typeof win.ResizeObserver === 'function' &&
    typeof win.IntersectionObserver === 'function' &&
    typeof win.structuredClone === 'function' &&
    !!win.CSS?.supports?.('display', 'grid') &&
    !!win.CSS?.supports?.('selector(:focus-visible)')
  );
}
