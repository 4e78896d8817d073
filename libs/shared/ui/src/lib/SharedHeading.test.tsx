import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { SharedHeading } from './SharedHeading';

it('renders a level-one heading', () => {
  render(<MantineProvider><SharedHeading>Title</SharedHeading></MantineProvider>);
  expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeInTheDocument();
});
