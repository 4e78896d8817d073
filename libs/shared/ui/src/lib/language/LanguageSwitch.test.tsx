import { setupI18n } from '@lingui/core';
import { localeStorageKey } from '@portal/shared-util-i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../testing';
import { LanguageSelect } from './LanguageSelect';
import { LanguageSwitch } from './LanguageSwitch';

afterEach(() => localStorage.clear());

describe('LanguageSwitch', () => {
  it('lists the seven languages each in itself, switches the UI at once and remembers the choice', async () => {
    const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });
    const { container } = renderWithUi(<LanguageSwitch />, { i18n });
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect([...select.querySelectorAll('option')].map((o) => [o.value, o.textContent, o.lang])).toEqual([
      ['en-US', 'English', 'en-US'],
      ['de', 'Deutsch', 'de'],
      ['fr-BE', 'Français (Belgique)', 'fr-BE'],
      ['nl', 'Nederlands', 'nl'],
      ['nl-BE', 'Nederlands (België)', 'nl-BE'],
      ['hu', 'Magyar', 'hu'],
      ['pl', 'Polski', 'pl'],
    ]);
    await userEvent.selectOptions(select, 'de');
    await waitFor(() => expect(i18n.locale).toBe('de'));
    expect(localStorage.getItem(localeStorageKey)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    await expectNoAxeViolations(container);
  });
});

describe('LanguageSelect', () => {
  it('shows the chosen language with its flag and reports a new choice', async () => {
    const onChange = vi.fn();
    const { container } = renderWithUi(<LanguageSelect label="Language" value="nl" onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Language' });
    expect(input).toHaveValue('Nederlands');
    await userEvent.click(input);
    // jsdom never ends Mantine's opening transition, so the open list stays display: none here.
    await userEvent.click(await screen.findByRole('option', { name: 'Polski', hidden: true }));
    expect(onChange).toHaveBeenCalledWith('pl');
    await expectNoAxeViolations(container);
  });
});
