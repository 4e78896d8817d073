import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ProfileSection } from './ProfileSection';

it('renders its content in a region', () => {
  render(<MantineProvider><ProfileSection><p>content</p></ProfileSection></MantineProvider>);
  expect(screen.getByText('content')).toBeInTheDocument();
});
