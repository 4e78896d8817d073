import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { CompanyHeading } from './CompanyHeading';

it('renders a level-one heading', () => {
  render(<MantineProvider><CompanyHeading>Title</CompanyHeading></MantineProvider>);
  expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeInTheDocument();
});
