import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { HelpHeading } from './HelpHeading';

it('renders a level-one heading', () => {
  render(<MantineProvider><HelpHeading>Title</HelpHeading></MantineProvider>);
  expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeInTheDocument();
});
