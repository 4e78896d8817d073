import { expectNoAxeViolations } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { answerOnce, requests, savedElsewhere, server, state, url, serveProfileEndpoints } from '../profile-test-server';
import { renderProfilePage } from '../render-profile';

serveProfileEndpoints();
const section = () => screen.getByRole('region', { name: 'Personal details' });
const input = (name: RegExp) => within(section()).getByRole('textbox', { name });
/** Mantine names a field's error in its description (aria-describedby) and marks the field invalid. */
const expectFieldError = (field: HTMLElement, text: string) => {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(text));
};
const patches = () => requests.filter((r) => r.method === 'PATCH').map((r) => r.body);

it('saves name and phone with the version they were based on, and shows the phone as stored', async () => {
  const { user } = await renderProfilePage();
  expect(input(/^Email/)).toHaveValue('ben@northwind.test');
  expect(input(/^Email/)).toHaveAttribute('readonly');
  expect(input(/^Email/)).toHaveAccessibleDescription('Your email address is your sign-in name and cannot be changed here.');
  expect(input(/^Phone/)).toHaveAccessibleDescription('International format, e.g. +31 20 123 4567');
  await user.clear(input(/^First name/));
  await user.type(input(/^First name/), ' Benno ');
  await user.type(input(/^Phone/), '0031 (20) 123-4567');
  await user.click(within(section()).getByRole('button', { name: 'Save' }));
  expect(await within(section()).findByRole('status')).toHaveTextContent('Your details were saved.');
  expect(patches()).toEqual([{ firstName: 'Benno', lastName: 'Jansen', phone: '0031 (20) 123-4567', version: 3 }]);
  expect(input(/^Phone/)).toHaveValue('+31201234567');
  expect(input(/^First name/)).toHaveValue('Benno');

  // The next save is based on the version just saved.
  await user.clear(input(/^Phone/));
  await user.click(within(section()).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(patches()).toHaveLength(2));
  expect(patches()[1]).toEqual({ firstName: 'Benno', lastName: 'Jansen', phone: null, version: 4 });
});

it('says a bad phone number and a missing name at their fields, sends nothing and keeps what was typed', async () => {
  const { user } = await renderProfilePage();
  await user.clear(input(/^Last name/));
  await user.type(input(/^Phone/), '020 123');
  await user.click(within(section()).getByRole('button', { name: 'Save' }));
  expectFieldError(input(/^Phone/), 'Enter a phone number in international format, e.g. +31 20 123 4567.');
  expectFieldError(input(/^Last name/), 'Enter your last name.');
  await waitFor(() => expect(input(/^Last name/)).toHaveFocus());
  expect(input(/^Phone/)).toHaveValue('020 123');
  expect(patches()).toEqual([]);
  // The message goes as soon as the value is fine.
  await user.type(input(/^Last name/), 'Jansen');
  expect(input(/^Last name/)).not.toHaveAttribute('aria-invalid');
  expect(input(/^Last name/)).toHaveAccessibleDescription('');
});

it('after a save in another tab, shows what is saved now, keeps what was typed, and saves on top of it', async () => {
  const { user } = await renderProfilePage();
  savedElsewhere({ lastName: 'Jansen-de Vries' });
  await user.clear(input(/^First name/));
  await user.type(input(/^First name/), 'Benno');
  await user.click(within(section()).getByRole('button', { name: 'Save' }));

  expect(await within(section()).findByRole('alert')).toHaveTextContent('Your profile was changed meanwhile, in another tab or on another device.');
  const table = within(section()).getByRole('table', { name: 'Saved meanwhile:' });
  expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['First nameBenBenno', 'Last nameJansen-de VriesJansen']);
  expect(input(/^First name/)).toHaveValue('Benno');
  expect(input(/^Last name/)).toHaveValue('Jansen');
  await expectNoAxeViolations(section());

  await user.click(within(section()).getByRole('button', { name: 'Save' }));
  expect(await within(section()).findByRole('status')).toHaveTextContent('Your details were saved.');
  expect(patches().map((p) => (p as { version: number }).version)).toEqual([3, 4]);
  expect(state.profile).toMatchObject({ firstName: 'Benno', lastName: 'Jansen', version: 5 });
  expect(within(section()).queryByRole('table')).toBeNull();
});

it('takes the saved values with one button after a conflict', async () => {
  const { user } = await renderProfilePage();
  savedElsewhere({ phone: '+31612345678' });
  await user.type(input(/^Phone/), '+32 2 123 45 67');
  await user.click(within(section()).getByRole('button', { name: 'Save' }));
  await user.click(await within(section()).findByRole('button', { name: 'Use the saved values' }));
  expect(input(/^Phone/)).toHaveValue('+31612345678');
  expect(within(section()).queryByRole('table')).toBeNull();
});

it('puts the API’s refusal at its field, and keeps everything when the save fails', async () => {
  const { user } = await renderProfilePage();
  answerOnce('patch', '/profile', { status: 400, code: 'validation_failed', errors: [{ field: 'phone', message: 'Enter a phone number in international format, e.g. +31 20 123 4567' }] }, 400);
  await user.type(input(/^Phone/), '+31 20 123 4567');
  await user.click(within(section()).getByRole('button', { name: 'Save' }));
  await waitFor(() => expectFieldError(input(/^Phone/), 'Enter a phone number in international format, e.g. +31 20 123 4567.'));
  expect(within(section()).getAllByRole('alert').at(-1)).toHaveTextContent('Some details were not accepted. Check the marked fields.');

  answerOnce('patch', '/profile', {}, 502);
  await user.click(within(section()).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(section()).getByRole('alert')).toHaveTextContent('Something went wrong on our side.'));
  expect(input(/^Phone/)).toHaveValue('+31 20 123 4567');

  server.use(http.patch(url('/profile'), () => HttpResponse.error(), { once: true }));
  await user.click(within(section()).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(section()).getByRole('alert')).toHaveTextContent('Your details could not be saved. Check your connection and try again'));
  expect(input(/^Phone/)).toHaveValue('+31 20 123 4567');
});
