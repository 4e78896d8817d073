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
});
