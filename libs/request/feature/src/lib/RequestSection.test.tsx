import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { RequestSection } from './RequestSection';

it('renders its content in a region', () => {
  render(<MantineProvider><RequestSection><p>content</p></RequestSection></MantineProvider>);
  expect(screen.getByText('content')).toBeInTheDocument();
});
