import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { OrderSection } from './OrderSection';

it('renders its content in a region', () => {
  render(<MantineProvider><OrderSection><p>content</p></OrderSection></MantineProvider>);
  expect(screen.getByText('content')).toBeInTheDocument();
});
