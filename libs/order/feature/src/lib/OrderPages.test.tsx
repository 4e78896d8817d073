import { renderWithUi } from '@portal/shared-ui/testing';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ContractsPage, DocumentsPage } from './OrderPages';

it.each([
  [ContractsPage, 'Overview'],
  [DocumentsPage, 'Documents'],
])('titles its page', (Page, title) => {
  renderWithUi(<Page />);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});
