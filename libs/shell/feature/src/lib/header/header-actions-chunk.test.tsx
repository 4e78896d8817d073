import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHeaderActionsChunk } from './header-actions-chunk';

// Records when the menus' chunk is asked for (the factory runs on the first import).
const chunk = vi.hoisted(() => ({ requested: false }));
vi.mock('./HeaderActions', () => {
  chunk.requested = true;
  return { default: () => null };
});

afterEach(() => vi.unstubAllGlobals());

describe('useHeaderActionsChunk', () => {
  it('eager: asks for the menus only after the next paint, so they never hold up the first page (issue 14)', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', vi.fn());

    const { result } = renderHook(() => useHeaderActionsChunk(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(chunk.requested).toBe(false);
    expect(result.current.HeaderActions).toBeNull();

    frames.forEach((frame) => frame(performance.now()));
    await waitFor(() => expect(result.current.HeaderActions).not.toBeNull());
    expect(chunk.requested).toBe(true);
  });
});
