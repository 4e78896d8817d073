import { useEffect, useState } from 'react';

/**
 * A Mantine Modal or Drawer rendered only from its first opening. Rendered while closed, it mounts a
 * Portal that sets state in a layout effect: on the page's first commit that forces a second,
 * synchronous render, with every pending effect of the page, in the same task (issue 14: a phone's
 * main thread blocked ~60 ms at each list page's start). So `rendered` is false until the dialog is
 * first asked to open; it then mounts closed and opens a render later (`opened`), as if it had been
 * there all along: the dialog notes the focused element when it opens (to give focus back when it
 * closes) and plays its opening transition. It stays rendered after closing, for the closing one.
 *
 * Mantine gives focus back when a dialog closes, not when its page unmounts it while open (the users
 * page renders a member's dialog only while that member is edited, and drops it once saved): focus
 * would fall to the page's body, and a keyboard user would start again from the top (WCAG 2.4.3).
 * Then the control that had focus as the dialog opened gets it back, if it is still on the page:
 * for an item of a menu (a row's `Actions`), which leaves with its menu, the menu's button.
 */
export function useLazyDialog(opened: boolean): { rendered: boolean; opened: boolean } {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (opened && !mounted) setMounted(true);
  }, [opened, mounted]);
  useEffect(() => {
    if (!opened) return;
    const opener = openerOf(document.activeElement);
    return () => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [opened]);
  return { rendered: mounted || opened, opened: opened && mounted };
}

/** The control that opened a dialog: the focused one, or for a menu's item the button the menu is labelled by. */
function openerOf(focused: Element | null): HTMLElement | null {
  const labelledBy = focused?.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  const menuButton = labelledBy ? document.getElementById(labelledBy) : null;
  const opener = menuButton ?? focused;
  return opener instanceof HTMLElement ? opener : null;
}
