import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import type { AppLocale } from '@portal/shared-util-i18n';
import { expectNoAxeViolations, renderWithUi } from '../../testing';
import { LocaleDateInput } from './LocaleDateInput';

/** The field in a form that keeps its value, as the portal's forms do. */
function Field({ initial = '', onChange, min }: { initial?: string; onChange?: (value: string) => void; min?: string }) {
  const [value, setValue] = useState(initial);
  return <LocaleDateInput label="Start date" value={value} min={min} onChange={(next) => (setValue(next), onChange?.(next))} />;
}

const renderIn = (locale: AppLocale, node = <Field initial="2026-11-27" />) => renderWithUi(node, { locale });

it.each([
  ['de', '27.11.2026'],
  ['hu', '2026. 11. 27.'],
  ['en-US', '11/27/2026'],
  ['nl', '27-11-2026'],
] as const)('shows the date in %s as %s, whatever the browser speaks', async (locale, text) => {
  const { container } = renderIn(locale);
  expect(screen.getByLabelText('Start date')).toHaveValue(text);
  await expectNoAxeViolations(container);
});

it('reads a date typed in the locale order when the field is left, and keeps ISO as the value', async () => {
  const onChange = vi.fn();
  renderIn('de', <Field onChange={onChange} />);
  const input = screen.getByLabelText('Start date');
  await userEvent.type(input, '3.2.2027');
  expect(onChange).not.toHaveBeenCalled();
  await userEvent.tab();
  expect(onChange).toHaveBeenCalledExactlyOnceWith('2027-02-03');
  expect(input).toHaveValue('03.02.2027');
});

it('reads a typed date on Enter', async () => {
  const onChange = vi.fn();
  renderIn('hu', <Field onChange={onChange} />);
  await userEvent.type(screen.getByLabelText('Start date'), '2026. 11. 27.{Enter}');
  expect(onChange).toHaveBeenCalledExactlyOnceWith('2026-11-27');
});

it('keeps text that is no date, says how to write one, and leaves the form without a date', async () => {
  const onChange = vi.fn();
  const { container } = renderIn('en-US', <Field initial="2026-11-27" onChange={onChange} />);
  const input = screen.getByLabelText('Start date');
  await userEvent.clear(input);
  await userEvent.type(input, '27.11.2026');
  await userEvent.tab();
  const year = new Date().getFullYear();
  expect(screen.getByRole('alert')).toHaveTextContent(`This is not a date. Write it as 12/31/${year}.`);
  expect(input).toHaveValue('27.11.2026');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(onChange).toHaveBeenCalledExactlyOnceWith('');
  await expectNoAxeViolations(container);

  await userEvent.clear(input);
  await userEvent.type(input, '11/27/2026');
  await userEvent.tab();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(onChange).toHaveBeenLastCalledWith('2026-11-27');
});

it('empties the value when the text is removed', async () => {
  const onChange = vi.fn();
  renderIn('de', <Field initial="2026-11-27" onChange={onChange} />);
  await userEvent.clear(screen.getByLabelText('Start date'));
  await userEvent.tab();
  expect(onChange).toHaveBeenCalledExactlyOnceWith('');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows a value set from elsewhere in place of refused text', async () => {
  function Reset() {
    const [value, setValue] = useState('');
    return (
      <>
        <LocaleDateInput label="Start date" value={value} onChange={setValue} />
        <button type="button" onClick={() => setValue('2026-01-05')}>Reset</button>
      </>
    );
  }
  renderIn('de', <Reset />);
  const input = screen.getByLabelText('Start date');
  await userEvent.type(input, 'morgen');
  await userEvent.tab();
  expect(input).toHaveValue('morgen');
  fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(input).toHaveValue('05.01.2026');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('opens a calendar in the user language where days before min cannot be chosen', async () => {
  const onChange = vi.fn();
  const { baseElement } = renderIn('de', <Field initial="2026-11-20" min="2026-11-10" onChange={onChange} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
  // jsdom lays nothing out, so Mantine's popover takes its target for scrolled away and hides itself:
  // its content is queried with `hidden`.
  const day = (name: string) => screen.findByRole('button', { name, hidden: true });
  expect(await screen.findByRole('button', { name: 'Choose a month', hidden: true })).toHaveTextContent('November 2026');
  expect(screen.getByText('Mo')).toBeInTheDocument();
  expect(await day('9 November 2026')).toBeDisabled();
  await userEvent.click(await day('27 November 2026'));
  expect(onChange).toHaveBeenCalledExactlyOnceWith('2026-11-27');
  await waitFor(() => expect(screen.getByLabelText('Start date')).toHaveValue('27.11.2026'));
  await expectNoAxeViolations(baseElement);
});
