import { renderWithUi } from '@portal/shared-ui/testing';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { NewRequestPage, RequestsPage } from './RequestPages';

it.each([
  [RequestsPage, 'Requests'],
  [NewRequestPage, 'New request'],
])('titles its page', (Page, title) => {
  renderWithUi(<Page />);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});
