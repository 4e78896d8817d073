import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../testing';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { ListSkeleton } from './ListSkeleton';

describe('EmptyState', () => {
  it('says what is missing and offers the way forward', async () => {
    const { container } = renderWithUi(
      <EmptyState title="No contracts match" description="Try fewer filters." action={<button type="button">Clear all filters</button>} />,
    );
    expect(screen.getByText('No contracts match')).toBeInTheDocument();
    expect(screen.getByText('Try fewer filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all filters' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe('ErrorState', () => {
  it('is announced with a default title and retries', async () => {
    const onRetry = vi.fn();
    const { container } = renderWithUi(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('takes its own title and description', () => {
    renderWithUi(<ErrorState title="Contracts unavailable" description="Please try again in a minute." onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Contracts unavailable');
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again in a minute.');
    expect(screen.queryByText('This could not be loaded')).not.toBeInTheDocument();
  });
});

describe('ListSkeleton', () => {
  it('tells screen readers it is loading and marks the placeholders busy', async () => {
    const { container } = renderWithUi(<ListSkeleton rows={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const busy = container.querySelector('[aria-busy="true"]');
    expect(busy?.children).toHaveLength(3);
    await expectNoAxeViolations(container);
  });
});
