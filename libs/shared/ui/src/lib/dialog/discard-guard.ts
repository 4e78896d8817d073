import { useCallback, useRef, useState } from 'react';

const fieldSelector = 'input:not([type=hidden]), textarea, select';
const firstFieldSelector = 'input:not([type=hidden]):not([role=combobox]):not([readonly]), textarea';

/** What the fields inside `root` hold, as one comparable string (a checkbox by its state). */
function valuesOf(root: HTMLElement): string {
  return JSON.stringify(
    Array.from(root.querySelectorAll<HTMLInputElement>(fieldSelector), (field) =>
      field.type === 'checkbox' || field.type === 'radio' ? field.checked : field.value,
    ),
  );
}

/**
 * Asks before a dialog's content is thrown away: `close` closes at once when nothing was changed,
 * and otherwise sets `asking`, for a "Discard changes?" confirmation (`discard` or `keep`).
 *
 * Changed means: the fields differ from what they held when the user first pressed a key or the
 * pointer inside the content. Taken then, not at opening, so values the form fills in after it opens
 * (a list that loads, the record being edited) never count as the user's typing; compared, not
 * flagged, so typing something and deleting it again leaves nothing to lose. `attach` is the ref of an
 * element around the fields, with `onKeyDownCapture` and `onPointerDownCapture` (React events: a
 * select's options are portalled, yet their events reach the content). The ref also marks the
 * first text field `data-autofocus`, which Mantine's focus trap focuses on opening (not the close button).
 */
export function useDiscardGuard(onClose: () => void) {
  const root = useRef<HTMLElement | null>(null);
  const before = useRef<string | null>(null);
  const [asking, setAsking] = useState(false);

  const attach = useCallback((node: HTMLElement | null) => {
    root.current = node;
    before.current = null;
    // Not a select: focusing a searchable one opens its list, and Escape would close that, not the dialog.
    if (node && !node.querySelector('[data-autofocus]')) node.querySelector(firstFieldSelector)?.setAttribute('data-autofocus', '');
  }, []);
  const noteStart = () => {
    if (before.current === null && root.current) before.current = valuesOf(root.current);
  };
  const changed = () => before.current !== null && root.current !== null && valuesOf(root.current) !== before.current;

  return {
    attach,
    captureProps: { onKeyDownCapture: noteStart, onPointerDownCapture: noteStart },
    asking,
    close: () => (changed() ? setAsking(true) : onClose()),
    keep: () => setAsking(false),
    discard: () => {
      setAsking(false);
      onClose();
    },
  };
}
