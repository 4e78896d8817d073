import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../test-utils';
import { EarlyIntent } from './early-intent';
import { HeaderActionsPlaceholder } from './HeaderActionsPlaceholder';
import { useHeaderModel } from './use-header-model';

function Placeholder({ intent }: { intent: EarlyIntent }) {
  return <HeaderActionsPlaceholder model={useHeaderModel()} intent={intent} onInterest={vi.fn()} />;
}

describe('HeaderActionsPlaceholder', () => {
  it('asks for the menu on the press: a release after the real controls arrived sends the click to neither', async () => {
    const intent = new EarlyIntent();
    await renderShell(<Placeholder intent={intent} />);
    fireEvent.pointerDown(await screen.findByRole('button', { name: 'Company: Northwind Bouw B.V.' }));
    // No click follows: the placeholder left the page between press and release.
    expect(intent.claim('company')).toEqual({ open: true, focus: false });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Open navigation' }));
    expect(intent.claim('navigation')).toEqual({ open: true, focus: false });
  });
});
