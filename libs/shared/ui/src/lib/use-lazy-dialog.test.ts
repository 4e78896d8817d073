import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLazyDialog } from './use-lazy-dialog';

describe('useLazyDialog', () => {
  it('renders nothing until the first opening, then mounts closed and opens, and stays rendered after closing', () => {
    const seen: { rendered: boolean; opened: boolean }[] = [];
    const { result, rerender } = renderHook(
      ({ opened }) => {
        const state = useLazyDialog(opened);
        seen.push(state);
        return state;
      },
      { initialProps: { opened: false } },
    );
    expect(result.current).toEqual({ rendered: false, opened: false });
    rerender({ opened: false });
    expect(result.current).toEqual({ rendered: false, opened: false });

    seen.length = 0;
    rerender({ opened: true });
    // First mounted closed (the dialog notes what had focus as it opens), then open.
    expect(seen[0]).toEqual({ rendered: true, opened: false });
    expect(result.current).toEqual({ rendered: true, opened: true });

    rerender({ opened: false });
    expect(result.current).toEqual({ rendered: true, opened: false });
    rerender({ opened: true });
    expect(result.current).toEqual({ rendered: true, opened: true });
  });

  // A focused control inside the dialog goes with it when the page unmounts the dialog: the body has focus.
  const openWith = (opener: HTMLElement) => {
    opener.focus();
    const hook = renderHook(({ opened }) => useLazyDialog(opened), { initialProps: { opened: false } });
    hook.rerender({ opened: true });
    opener.blur();
    return hook;
  };

  it('gives focus back to the control that opened it when its page unmounts it while open', () => {
    const opener = document.body.appendChild(document.createElement('button'));
    openWith(opener).unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('leaves focus where it is when something else holds it, or when the opener has left the page', () => {
    const opener = document.body.appendChild(document.createElement('button'));
    const other = document.body.appendChild(document.createElement('input'));
    const dialog = openWith(opener);
    other.focus();
    dialog.unmount();
    expect(document.activeElement).toBe(other);

    const gone = openWith(opener);
    other.blur();
    opener.remove();
    gone.unmount();
    expect(document.activeElement).toBe(document.body);
    other.remove();
  });

  it('gives focus to the menu button when the dialog was opened from an item of its menu', () => {
    document.body.innerHTML = '<button id="actions">Actions</button><div role="menu" aria-labelledby="actions"><button>Change roles</button></div>';
    const item = document.querySelector<HTMLElement>('[role="menu"] button')!;
    const dialog = openWith(item);
    document.querySelector('[role="menu"]')!.remove(); // the menu closes
    dialog.unmount();
    expect(document.activeElement).toBe(document.getElementById('actions'));
    document.body.innerHTML = '';
  });
});
