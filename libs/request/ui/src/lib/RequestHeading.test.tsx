import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { RequestHeading } from './RequestHeading';

it('renders a level-one heading', () => {
  render(<MantineProvider><RequestHeading>Title</RequestHeading></MantineProvider>);
  expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeInTheDocument();
});
