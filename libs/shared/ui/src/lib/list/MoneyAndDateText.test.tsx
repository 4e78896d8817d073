import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../testing';
import { DateText } from './DateText';
import { Money } from './Money';

// Intl may use narrow no-break spaces; compare with plain spaces.
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const rendered = (container: HTMLElement) => container.querySelector(':scope > :not(style)');

describe('Money', () => {
  it('writes an amount (string or number) for the current locale', async () => {
    const { container } = renderWithUi(<Money amount="1234.5" currency="EUR" />);
    expect(screen.getByText('€1,234.50')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('follows the locale', () => {
    const { container } = renderWithUi(<Money amount={1234.5} currency="EUR" />, { locale: 'nl' });
    expect(plain(rendered(container)?.textContent)).toBe('€ 1.234,50');
  });

  it.each([null, undefined, ''])('renders nothing, not a zero, for %o', (amount) => {
    const { container } = renderWithUi(<Money amount={amount} currency="EUR" />);
    expect(rendered(container)).toBeNull();
    expect(screen.queryByText(/0/)).not.toBeInTheDocument();
  });

  it('writes a real zero', () => {
    renderWithUi(<Money amount={0} currency="EUR" />);
    expect(screen.getByText('€0.00')).toBeInTheDocument();
  });
});

describe('DateText', () => {
  it('writes the date for the locale inside <time>', async () => {
    const { container } = renderWithUi(<DateText value="2026-11-21" />, { locale: 'de' });
    const time = screen.getByText('21.11.2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-21');
    await expectNoAxeViolations(container);
  });

  it('takes a style', () => {
    renderWithUi(<DateText value="2026-11-21" style="short" />);
    expect(screen.getByText('11/21/26')).toBeInTheDocument();
  });

  it.each([null, undefined, '', 'not a date'])('renders nothing for %o', (value) => {
    const { container } = renderWithUi(<DateText value={value} />);
    expect(rendered(container)).toBeNull();
  });
});
