import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ContextualConsent } from './ContextualConsent';
import { expectNoAxeViolations, renderWithConsent, storedConsents } from './test-utils';

const service = 'google-tag-manager';
const frame = <iframe title="Video" src="about:blank" />;
// In the portal the frame sits inside the page's main landmark.
const inMain = (ui: React.ReactNode) => <main>{ui}</main>;

describe('ContextualConsent', () => {
  beforeEach(() => localStorage.clear());

  it('shows a contextual notice naming its service instead of the frame until consented, and passes axe', async () => {
    renderWithConsent(inMain(<ContextualConsent service={service}>{frame}</ContextualConsent>));
    expect(screen.queryByTitle('Video')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Google Tag Manager' })).toHaveTextContent(
      'This content is provided by Google Tag Manager.',
    );
    expect(screen.getByTestId('contextual-consent')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('names a translated service title in the active language', () => {
    renderWithConsent(<ContextualConsent service="map-tiles">{frame}</ContextualConsent>);
    expect(screen.getByRole('group', { name: 'Map (OpenStreetMap tiles)' })).toBeInTheDocument();
  });

  it('accept once shows the frame without storing anything', async () => {
    const { engine } = renderWithConsent(<ContextualConsent service={service}>{frame}</ContextualConsent>);
    await userEvent.click(screen.getByRole('button', { name: 'Accept once' }));
    expect(screen.getByTitle('Video')).toBeInTheDocument();
    await waitFor(() => expect(engine.calls).toEqual([`once:${service}`]));
    expect(storedConsents()).toBeNull();
  });

  it('accept always shows the frame and stores the consent for that service only', async () => {
    renderWithConsent(<ContextualConsent service={service}>{frame}</ContextualConsent>);
    await userEvent.click(screen.getByRole('button', { name: 'Accept always' }));
    expect(screen.getByTitle('Video')).toBeInTheDocument();
    await waitFor(() => expect(storedConsents()).toEqual({ [service]: true }));
  });

  it('renders the frame at once when the service is consented', () => {
    localStorage.setItem('klaro', encodeURIComponent(JSON.stringify({ [service]: true })));
    renderWithConsent(<ContextualConsent service={service}>{frame}</ContextualConsent>);
    expect(screen.getByTitle('Video')).toBeInTheDocument();
  });
});
