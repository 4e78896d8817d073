import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithUi } from '../testing';
import { AnchorLinkBase, ButtonLinkBase } from './LinkBases';

it('renders the anchor and the button as links to where they lead', () => {
  renderWithUi(
    <>
      <AnchorLinkBase href="/order/contracts/1">C-0000001</AnchorLinkBase>
      <ButtonLinkBase href="/request/requests/add">New request</ButtonLinkBase>
    </>,
  );
  expect(screen.getByRole('link', { name: 'C-0000001' })).toHaveAttribute('href', '/order/contracts/1');
  expect(screen.getByRole('link', { name: 'New request' })).toHaveAttribute('href', '/request/requests/add');
});
