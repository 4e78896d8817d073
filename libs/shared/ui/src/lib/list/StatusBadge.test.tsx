import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../testing';
import { StatusBadge, type StatusTone } from './StatusBadge';

const tones: StatusTone[] = ['neutral', 'info', 'success', 'warning', 'danger'];

it('shows the status in words with a dark text colour of its tone', async () => {
  const { container } = renderWithUi(
    <>
      {tones.map((tone) => (
        <StatusBadge key={tone} tone={tone}>
          {`status ${tone}`}
        </StatusBadge>
      ))}
    </>,
  );
  for (const tone of tones) {
    const badge = screen.getByText(`status ${tone}`).closest('[data-tone]');
    expect(badge).toHaveAttribute('data-tone', tone);
    // Never Mantine's default light text, which fails 4.5:1 on several tones.
    expect(badge).not.toHaveStyle({ color: `var(--mantine-color-${tone}-light-color)` });
  }
  expect(screen.getByText('status warning').closest('[data-tone]')).toHaveStyle({ color: '#7a4100' });
  await expectNoAxeViolations(container);
});
