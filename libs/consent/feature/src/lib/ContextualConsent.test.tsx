import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ContextualConsent } from './ContextualConsent';
import { expectNoAxeViolations, renderWithConsent, storedConsents } from './test-utils';

const service = 'google-tag-manager';
const frame = <iframe title="Depot map" src="about:blank" />;
// In the portal the frame sits inside the page's main landmark.
const inMain = (ui: React.ReactNode) => <main>{ui}</main>;

describe('ContextualConsent', () => {
  beforeEach(() => localStorage.clear());

  it('shows a contextual notice instead of the frame until consented, and passes axe', async () => {
    renderWithConsent(inMain(<ContextualConsent>{frame}</ContextualConsent>));
    expect(screen.queryByTitle('Depot map')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Google Tag Manager' })).toHaveTextContent(
      'This content is provided by Google Tag Manager.',
    );
    expect(screen.getByTestId('contextual-consent')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('accept once shows the frame without storing anything', async () => {
    const { engine } = renderWithConsent(<ContextualConsent>{frame}</ContextualConsent>);
    await userEvent.click(screen.getByRole('button', { name: 'Accept once' }));
    expect(screen.getByTitle('Depot map')).toBeInTheDocument();
    await waitFor(() => expect(engine.calls).toEqual([`once:${service}`]));
    expect(storedConsents()).toBeNull();
  });

  it('accept always shows the frame and stores the consent', async () => {
    renderWithConsent(<ContextualConsent>{frame}</ContextualConsent>);
    await userEvent.click(screen.getByRole('button', { name: 'Accept always' }));
    expect(screen.getByTitle('Depot map')).toBeInTheDocument();
    await waitFor(() => expect(storedConsents()).toEqual({ [service]: true }));
  });

  it('renders the frame at once when the service is consented', () => {
    localStorage.setItem('klaro', encodeURIComponent(JSON.stringify({ [service]: true })));
    renderWithConsent(<ContextualConsent>{frame}</ContextualConsent>);
    expect(screen.getByTitle('Depot map')).toBeInTheDocument();
  });
});
