import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { AssetHeading } from './AssetHeading';

it('renders a level-one heading', () => {
  render(<MantineProvider><AssetHeading>Title</AssetHeading></MantineProvider>);
  expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeInTheDocument();
});
