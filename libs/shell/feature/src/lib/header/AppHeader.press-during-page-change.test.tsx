import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../test-utils';
import { AppHeader } from './AppHeader';

// The menus' chunk arrives only when the test says so, as on a slow network right after sign-in.
const chunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});
vi.mock('./HeaderActions', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

describe('AppHeader pressed while the page beneath it is being replaced', () => {
  // Picking a company on /instances: the router keeps the old page on screen, with focus on the
  // company's button, while the next one renders. A press on the hamburger's placeholder then
  // leaves focus where it was (measured in Chromium: the old page's button until it leaves the
  // page), so focus alone cannot tell whether the user has moved on: the press itself says so.
  it('opens the navigation the press asked for, and gives its trigger focus', async () => {
    await renderShell(
      <>
        <AppHeader onCookieSettings={vi.fn()} onLogout={vi.fn()} />
        <button type="button">Northwind Bouw B.V.</button>
      </>,
    );
    const placeholder = await screen.findByRole('button', { name: 'Open navigation' });
    screen.getByRole('button', { name: 'Northwind Bouw B.V.' }).focus();

    fireEvent.pointerDown(placeholder);
    fireEvent.pointerUp(placeholder);
    fireEvent.click(placeholder);
    chunk.arrive();

    // Generous: in a test run the chunk's modules are first compiled on this import.
    expect(await screen.findByRole('dialog', { name: 'Navigation' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open navigation' })).not.toBe(placeholder);
  });
});
