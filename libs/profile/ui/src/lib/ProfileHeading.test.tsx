import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ProfileHeading } from './ProfileHeading';

it('renders a level-one heading', () => {
  render(<MantineProvider><ProfileHeading>Title</ProfileHeading></MantineProvider>);
  expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeInTheDocument();
});
