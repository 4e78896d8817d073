import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ConsentSection } from './ConsentSection';

it('renders its content in a region', () => {
  render(<MantineProvider><ConsentSection><p>content</p></ConsentSection></MantineProvider>);
  expect(screen.getByText('content')).toBeInTheDocument();
});
