import { expectNoAxeViolations } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { answerOnce, requests, serveProfileEndpoints, state } from '../profile-test-server';
import { firstLoad, renderProfilePage } from '../render-profile';

serveProfileEndpoints();
const section = () => screen.getByRole('region', { name: 'Notifications' });
const box = (name: string) => within(section()).getByRole('checkbox', { name });
const saves = () => requests.filter((r) => r.method === 'PUT').map((r) => r.body);

it('shows each topic by mail and in the portal (the digest by mail only), and that security notices always come', async () => {
  await renderProfilePage();
  await within(section()).findByRole('table', {}, firstLoad);
  expect(section()).toHaveTextContent('Security notices (password changed, new device) are always sent.');
  expect(within(section()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Topic', 'Mail', 'Portal']);
  expect(box('Mail: Orders waiting for my approval')).toBeChecked();
  expect(box('Portal: Orders waiting for my approval')).toBeChecked();
  expect(box('Mail: New and overdue invoices')).not.toBeChecked();
  expect(box('Mail: Weekly digest')).toBeChecked();
  expect(within(section()).queryByRole('checkbox', { name: 'Portal: Weekly digest' })).toBeNull();
  await expectNoAxeViolations(section());
});

it('saves the choices with the version they were based on', async () => {
  const { user } = await renderProfilePage();
  await within(section()).findByRole('table', {}, firstLoad);
  await user.click(box('Mail: Orders waiting for my approval'));
  await user.click(box('Portal: New and overdue invoices'));
  await user.click(within(section()).getByRole('button', { name: 'Save notification settings' }));
  expect(await within(section()).findByRole('status')).toHaveTextContent('Your notification settings were saved.');
  const [sent] = saves() as { version: number; topics: { topic: string; mail: boolean; portal: boolean }[] }[];
  expect(sent!.version).toBe(1);
  expect(sent!.topics.find((t) => t.topic === 'order_approvals')).toEqual({ topic: 'order_approvals', mail: false, portal: true });
  expect(sent!.topics.find((t) => t.topic === 'invoices')).toEqual({ topic: 'invoices', mail: false, portal: true });
  expect(box('Mail: Orders waiting for my approval')).not.toBeChecked();
  expect(state.preferences.version).toBe(2);
});

it('keeps the choices after a conflict, says so, and saves them on top of what is saved now', async () => {
  const { user } = await renderProfilePage();
  await within(section()).findByRole('table', {}, firstLoad);
  // An unsubscribe link turned the stop-rental mails off meanwhile.
  state.preferences = { version: 2, topics: state.preferences.topics.map((t) => (t.topic === 'off_hires' ? { ...t, mail: false } : t)) };
  await user.click(box('Mail: Inspections due or overdue'));
  await user.click(within(section()).getByRole('button', { name: 'Save notification settings' }));
  expect(await within(section()).findByRole('alert')).toHaveTextContent('Your notification settings were changed meanwhile');
  expect(box('Mail: Inspections due or overdue')).toBeChecked();
  await user.click(within(section()).getByRole('button', { name: 'Save notification settings' }));
  expect(await within(section()).findByRole('status')).toHaveTextContent('Your notification settings were saved.');
  expect((saves().at(-1) as { version: number }).version).toBe(2);
  expect(state.preferences.topics.find((t) => t.topic === 'inspections')!.mail).toBe(true);
});

it('keeps the choices when saving fails', async () => {
  const { user } = await renderProfilePage();
  await within(section()).findByRole('table', {}, firstLoad);
  answerOnce('put', '/notification-preferences', { status: 500, code: 'internal' }, 500);
  await user.click(box('Portal: My stop rentals'));
  await user.click(within(section()).getByRole('button', { name: 'Save notification settings' }));
  expect(await within(section()).findByRole('alert')).toHaveTextContent('Your notification settings could not be saved. Please try again: your choices are still shown.');
  expect(box('Portal: My stop rentals')).not.toBeChecked();
});
