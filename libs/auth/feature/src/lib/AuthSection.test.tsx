import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { AuthSection } from './AuthSection';

it('renders its content in a region', () => {
  render(<MantineProvider><AuthSection><p>content</p></AuthSection></MantineProvider>);
  expect(screen.getByText('content')).toBeInTheDocument();
});
