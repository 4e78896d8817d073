import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { OrderHeading } from './OrderHeading';

it('renders a level-one heading', () => {
  render(<MantineProvider><OrderHeading>Title</OrderHeading></MantineProvider>);
  expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeInTheDocument();
});
