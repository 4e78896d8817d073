import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../testing';
import { TextFilter, textFilterDelay } from './TextFilter';

// Typing goes through fireEvent: Testing Library's async userEvent waits on a real setTimeout,
// which never fires under vitest's fake timers.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Types text one keystroke at a time, 50 ms apart. */
function type(input: HTMLElement, text: string) {
  for (let i = 1; i <= text.length; i++) {
    fireEvent.change(input, { target: { value: text.slice(0, i) } });
    act(() => vi.advanceTimersByTime(50));
  }
}

it('applies the text once typing pauses, not per keystroke', async () => {
  const onChange = vi.fn();
  const { container } = renderWithUi(<TextFilter label="Search contracts" value="" onChange={onChange} />);
  const input = screen.getByRole('searchbox', { name: 'Search contracts' });
  type(input, 'crane');
  expect(input).toHaveValue('crane');
  expect(onChange).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(textFilterDelay));
  expect(onChange).toHaveBeenCalledExactlyOnceWith('crane');
  vi.useRealTimers();
  await expectNoAxeViolations(container);
});

it('applies at once on Enter, and only once', () => {
  const onChange = vi.fn();
  renderWithUi(<TextFilter label="Search" value="" onChange={onChange} />);
  const input = screen.getByRole('searchbox', { name: 'Search' });
  type(input, 'lift');
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(onChange).toHaveBeenCalledExactlyOnceWith('lift');
  act(() => vi.advanceTimersByTime(textFilterDelay * 2));
  expect(onChange).toHaveBeenCalledOnce();
});

it('applies at once when the field is left', () => {
  const onChange = vi.fn();
  renderWithUi(<TextFilter label="Search" value="" onChange={onChange} />);
  const input = screen.getByRole('searchbox', { name: 'Search' });
  type(input, 'lift');
  fireEvent.blur(input);
  expect(onChange).toHaveBeenCalledExactlyOnceWith('lift');
});

/** The filter with its value held above it, and a chip-like button that clears it from outside. */
function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextFilter
        label="Search"
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Remove filter: Search
      </button>
    </>
  );
}

it('shows a value set from outside, e.g. a removed chip', () => {
  const onChange = vi.fn();
  renderWithUi(<Controlled onChange={onChange} />);
  const input = screen.getByRole('searchbox', { name: 'Search' });
  type(input, 'crane');
  act(() => vi.advanceTimersByTime(textFilterDelay));
  expect(onChange).toHaveBeenCalledExactlyOnceWith('crane');
  expect(input).toHaveValue('crane');
  fireEvent.click(screen.getByRole('button', { name: 'Remove filter: Search' }));
  expect(input).toHaveValue('');
  expect(onChange).toHaveBeenCalledOnce();
});
