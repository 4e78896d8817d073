import { renderWithUi } from '@portal/shared-ui/testing';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { AssetsPage, NewAssetPage } from './AssetPages';

it.each([
  [AssetsPage, 'Assets'],
  [NewAssetPage, 'New asset'],
])('titles its page', (Page, title) => {
  renderWithUi(<Page />);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});
