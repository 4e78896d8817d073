import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { CompanySection } from './CompanySection';

it('renders its content in a region', () => {
  render(<MantineProvider><CompanySection><p>content</p></CompanySection></MantineProvider>);
  expect(screen.getByText('content')).toBeInTheDocument();
});
