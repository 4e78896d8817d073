import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { countryCodes } from '@portal/shared-api-contract/vocabulary';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../testing';
import { CountrySelect, countryOptions } from './CountrySelect';
import { Flag } from './Flag';
import { flagKey, flagKeys } from './flag-urls';

/**
 * The SVG an img's src gives: small flags come inlined (a data URL in their own chunk), larger ones
 * as a file URL (`/@fs/<absolute path>` outside Vite's root in tests).
 */
const svgOf = (src: string) => {
  if (src.startsWith('data:image/svg+xml,')) return decodeURIComponent(src.slice('data:image/svg+xml,'.length));
  const path = decodeURIComponent(new URL(src, 'http://localhost').pathname);
  // Only a file: no src yet reads as `/`, which exists (and is a directory).
  const file = [path.replace(/^\/@fs/, ''), `${process.cwd()}${path}`].find((f) => existsSync(f) && statSync(f).isFile());
  return file ? readFileSync(file, 'utf8') : '';
};
/** Whether the src gives that flag's own SVG (each file names itself: `id="flag-icons-nl"`). */
const isFlag = (src: string | null | undefined, key: string) => new RegExp(`id=["']flag-icons-${key}["']`).test(svgOf(src ?? ''));
/** Each flag is a lazy chunk: under the whole suite's load its import can take longer than waitFor's default second. */
const flagLoad = { timeout: 5000 };

describe('the flag set', () => {
  it('has every country of the contract, eu, un, the UK’s nations and Catalonia', () => {
    const keys = new Set(flagKeys());
    for (const code of countryCodes) expect(keys.has(code.toLowerCase()), code).toBe(true);
    for (const code of ['eu', 'un', 'eng', 'nir', 'sct', 'wls', 'es-ct', 'GB-WLS']) expect(flagKey(code), code).not.toBeNull();
    expect(flagKey('xx')).toBeNull();
  });
});

describe('Flag', () => {
  it('shows the flag’s own file in a fixed box, decorative unless named', async () => {
    const { container } = renderWithUi(<><Flag code="NL" /><Flag code="eng" label="England" height={24} /></>);
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(2));
    const [nl, eng] = [...container.querySelectorAll('img')];
    expect(nl).toHaveAttribute('alt', '');
    expect(nl!.closest('span')).toHaveAttribute('aria-hidden', 'true');
    expect(isFlag(nl!.getAttribute('src'), 'nl')).toBe(true);
    expect(isFlag(eng!.getAttribute('src'), 'gb-eng')).toBe(true);
    expect(screen.getByRole('img', { name: 'England' })).toHaveStyle({ width: '32px', height: '24px' });
  });

  it('loads a flag only once it comes into view', async () => {
    const observed: { element: Element; show: () => void }[] = [];
    vi.stubGlobal('IntersectionObserver', class {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe(element: Element) {
        observed.push({ element, show: () => this.callback([{ isIntersecting: true }]) });
      }
      disconnect() {}
    });
    try {
      const { container } = renderWithUi(<Flag code="wls" label="Wales" />);
      await waitFor(() => expect(observed).toHaveLength(1));
      expect(container.querySelector('img')).toBeNull();
      act(() => observed[0]!.show());
      await waitFor(() => expect(isFlag(container.querySelector('img')?.getAttribute('src'), 'gb-wls')).toBe(true), flagLoad);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows nothing for an unknown code', () => {
    renderWithUi(<><Flag code="zz" label="Nowhere" /><Flag code="xx" label="Unknown" /></>);
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('CountrySelect', () => {
  it('lists every country by its name in the user’s language, sorted, with its flag', async () => {
    expect(countryOptions('de').find((o) => o.value === 'NL')?.label).toBe('Niederlande');
    expect(countryOptions('nl').map((o) => o.value)).toHaveLength(countryCodes.length);
    const names = countryOptions('fr-BE').map((o) => o.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr-BE')));

    const { container } = renderWithUi(<CountrySelect label="Country" value="BE" onChange={() => undefined} />, { locale: 'nl' });
    const input = screen.getByRole('combobox', { name: 'Country' });
    expect(input).toHaveValue('België');
    await waitFor(() => expect(isFlag(container.querySelector('img')?.getAttribute('src'), 'be')).toBe(true), flagLoad);
    await userEvent.clear(input);
    await userEvent.type(input, 'Duits');
    // jsdom never ends Mantine's opening transition, so the open list stays display: none here.
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['Duitsland']);
    await waitFor(() => expect(isFlag(options[0]!.querySelector('img')?.getAttribute('src'), 'de')).toBe(true), flagLoad);
  });
});
