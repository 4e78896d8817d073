import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { CollapsibleBanner } from './CollapsibleBanner';
import { expectNoAxeViolations } from '../testing';

const banner = (
  <MantineProvider>
    <CollapsibleBanner title="Planned maintenance" minimisedLabel="Important message" expandLabel="Show" minimiseLabel="Minimise" color="yellow">
      {'<b>not html</b>'}
    </CollapsibleBanner>
  </MantineProvider>
);

it('minimises to its label and expands again', async () => {
  render(banner);
  expect(screen.getByText('<b>not html</b>')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Minimise' }));
  expect(screen.getByText('Important message')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('<b>not html</b>')).not.toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Show' }));
  expect(screen.getByText('<b>not html</b>')).toBeVisible();
});

it('has no axe violations', async () => {
  const { container } = render(banner);
  await expectNoAxeViolations(container);
});
