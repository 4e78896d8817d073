import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { AssetSection } from './AssetSection';

it('renders its content in a region', () => {
  render(<MantineProvider><AssetSection><p>content</p></AssetSection></MantineProvider>);
  expect(screen.getByText('content')).toBeInTheDocument();
});
