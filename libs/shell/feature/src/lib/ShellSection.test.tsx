import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ShellSection } from './ShellSection';

it('renders its content in a region', () => {
  render(<MantineProvider><ShellSection><p>content</p></ShellSection></MantineProvider>);
  expect(screen.getByText('content')).toBeInTheDocument();
});
