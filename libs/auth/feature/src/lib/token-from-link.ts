// The reset link carries its single-use token in the address (`?token=…`). Left there, it stays in
// the browser history and reaches whatever reads the address later: error reports, and with
// consent the tag manager. The page reads it once and takes it out of the address bar at once.
import { useLayoutEffect, useState } from 'react';

/** The address without its `token` parameter: path, other parameters and hash stay as they were. */
export function addressWithoutToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('token');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The token the page was opened with, kept for the page's life, while the address bar loses it
 * before the browser paints and before any effect of the app runs. The router notices the changed
 * address and then passes an empty token: the kept one still counts.
 */
export function useTokenFromLink(token: string): string {
  const [kept] = useState(token);
  useLayoutEffect(() => {
    if (!new URL(window.location.href).searchParams.has('token')) return;
    // The history entry's state stays: the router keeps its own bookkeeping in it.
    window.history.replaceState(window.history.state, '', addressWithoutToken(window.location.href));
  }, []);
  return kept;
}
