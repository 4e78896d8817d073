import { useEffect, useState } from 'react';

/**
 * A Mantine Modal or Drawer rendered only from its first opening. Rendered while closed, it mounts a
 * Portal that sets state in a layout effect: on the page's first commit that forces a second,
 * synchronous render, with every pending effect of the page, in the same task (issue 14: a phone's
 * main thread blocked ~60 ms at each list page's start). So `rendered` is false until the dialog is
 * first asked to open; it then mounts closed and opens a render later (`opened`), as if it had been
 * there all along: the dialog notes the focused element when it opens (to give focus back when it
 * closes) and plays its opening transition. It stays rendered after closing, for the closing one.
 */
export function useLazyDialog(opened: boolean): { rendered: boolean; opened: boolean } {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (opened && !mounted) setMounted(true);
  }, [opened, mounted]);
  return { rendered: mounted || opened, opened: opened && mounted };
}
