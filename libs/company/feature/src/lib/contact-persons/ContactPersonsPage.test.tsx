import type { CompanyListSearch } from '@portal/company-util';
import type { Session } from '@portal/shared-data-access-http';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi, setViewportWidth } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { ContactPersonsPage } from './ContactPersonsPage';
import { contactPersonPage, eva, managerSession, readerSession } from './test-fixtures';

const base = `${testConfig.apiUrlUsermgmt}/company/contact-persons`;
const asked: URLSearchParams[] = [];
const posted: { key: string | null; body: unknown }[] = [];
const server = setupServer(
  http.get(base, ({ request }) => (asked.push(new URL(request.url).searchParams), HttpResponse.json(contactPersonPage))),
  http.post(base, async ({ request }) => {
    posted.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
    return HttpResponse.json({ ...eva, id: 20, firstName: 'Piet' }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  posted.length = 0;
});
afterAll(() => server.close());

// The first render waits for its queries: on a busy machine that can take more than a second.
const firstLoad = { timeout: 5000 };

function renderPage(session: Session, search: CompanyListSearch = {}) {
  const onSearchChange = vi.fn();
  const app = withApp(<ContactPersonsPage session={session} search={search} onSearchChange={onSearchChange} />);
  return { ...renderWithUi(app.element), onSearchChange };
}

const desktop = async (run: () => Promise<void>) => {
  const restore = setViewportWidth(1280);
  try {
    await run();
  } finally {
    restore();
  }
};
const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;

it('lists the contact persons of the filters: mail and call links, archived greyed, managers’ controls, axe clean', () =>
  desktop(async () => {
    const { container, onSearchChange } = renderPage(managerSession, { q: 'smit', archived: true, page: 2 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact persons' }, firstLoad)).toBeInTheDocument();
    expect(Object.fromEntries(asked[0]!)).toEqual({ q: 'smit', archived: 'true', page: '2', pageSize: '25' });

    const evaRow = rowOf('Eva Smit');
    expect(within(evaRow).getByText('Site manager')).toBeInTheDocument();
    expect(within(evaRow).getByRole('link', { name: 'eva.smit@northwind.test' })).toHaveAttribute('href', 'mailto:eva.smit@northwind.test');
    expect(within(evaRow).getByRole('link', { name: '+31612345678' })).toHaveAttribute('href', 'tel:+31612345678');
    expect(within(evaRow).getByRole('button', { name: 'Edit: Eva Smit' })).toBeInTheDocument();
    expect(within(evaRow).getByRole('button', { name: 'Archive: Eva Smit' })).toBeInTheDocument();
    const karinRow = rowOf('Karin Mol');
    expect(karinRow).toHaveAttribute('data-archived', 'true');
    expect(within(karinRow).getByText('Archived')).toBeInTheDocument();
    expect(within(karinRow).getByRole('button', { name: 'Restore: Karin Mol' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add contact person' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Show archived' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ q: 'smit' });
    await expectNoAxeViolations(container);
  }));

it('shows a reader the list without any way to change it', async () => {
  // At phone width (cards).
  const { container } = renderPage(readerSession);
  expect(await screen.findByText('Eva Smit', {}, firstLoad)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add contact person' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^(Edit|Archive|Restore)/ })).toBeNull();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  await expectNoAxeViolations(container);
});

it('adds a contact person: a bad email is said at the field and nothing typed is lost; fixed, it is sent once with a key', () =>
  desktop(async () => {
    renderPage(managerSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Add contact person' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Add contact person' }, firstLoad);
    const form = within(dialog);
    await userEvent.type(form.getByRole('textbox', { name: /^First name/ }), 'Piet');
    await userEvent.type(form.getByRole('textbox', { name: /^Last name/ }), 'de Boer');
    await userEvent.type(form.getByRole('textbox', { name: /^Function/ }), 'Foreman');
    const email = form.getByRole('textbox', { name: /^Email/ });
    await userEvent.type(email, 'piet@');
    await userEvent.type(form.getByRole('textbox', { name: /^Phone/ }), '+31 6 1234 5678');
    await userEvent.click(form.getByRole('button', { name: 'Add contact person' }));

    expect(await form.findByRole('alert')).toHaveTextContent('Enter an email address like name@company.com');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    expect(form.getByRole('textbox', { name: /^First name/ })).toHaveValue('Piet');
    expect(email).toHaveValue('piet@');
    expect(posted).toHaveLength(0);
    await expectNoAxeViolations(dialog);

    await userEvent.type(email, 'northwind.test');
    expect(form.queryByRole('alert')).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Add contact person' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toHaveLength(1);
    expect(posted[0]!.key).toMatch(/\S{8,}/);
    expect(posted[0]!.body).toEqual({ firstName: 'Piet', lastName: 'de Boer', jobTitle: 'Foreman', email: 'piet@northwind.test', phone: '+31 6 1234 5678' });
  }));

it('says so at the field the API names when the person exists already, and keeps what was typed (issue 32)', () =>
  desktop(async () => {
    server.use(http.post(base, () => HttpResponse.json(
      { status: 409, code: 'contact_person_exists', title: 'Conflict', errors: [{ field: 'email', message: 'Eva Jansen already has the e-mail address eva@northwind.test' }] },
      { status: 409 },
    )));
    renderPage(managerSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Add contact person' }, firstLoad));
    const form = within(await screen.findByRole('dialog', { name: 'Add contact person' }, firstLoad));
    await userEvent.type(form.getByRole('textbox', { name: /^First name/ }), 'Eva');
    await userEvent.type(form.getByRole('textbox', { name: /^Last name/ }), 'Jansen');
    const email = form.getByRole('textbox', { name: /^Email/ });
    await userEvent.type(email, 'eva@northwind.test');
    await userEvent.click(form.getByRole('button', { name: 'Add contact person' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Your company already has this contact person \(same name or e-mail address\)/));
    expect(email).toHaveValue('eva@northwind.test');
    expect(screen.getByRole('dialog', { name: 'Add contact person' })).toBeInTheDocument();
  }));

it('the add dialog opens on First name, says an empty name is required, and Cancel asks before typed text is lost', () =>
  desktop(async () => {
    renderPage(managerSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Add contact person' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Add contact person' }, firstLoad);
    const form = within(dialog);
    const first = form.getByRole('textbox', { name: /^First name/ });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.type(form.getByRole('textbox', { name: /^Last name/ }), 'de Boer');
    await userEvent.click(form.getByRole('button', { name: 'Add contact person' }));
    expect(await form.findByRole('alert')).toHaveTextContent('This field is required.');
    expect(form.queryByText(/at most 120 characters\.$/)).toBeNull();

    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(form.getByRole('textbox', { name: /^Last name/ })).toHaveValue('de Boer');
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add contact person' })).toBeNull());
    expect(posted).toHaveLength(0);
  }));

it('editing after someone else saved: their changes show beside what was typed, which is kept and saved on their version', () =>
  desktop(async () => {
    const puts: { lastName: string; version: number }[] = [];
    const theirs = { ...eva, jobTitle: 'Project leader', version: 3 };
    server.use(
      http.put(`${base}/4`, async ({ request }) => {
        const body = (await request.json()) as { lastName: string; version: number };
        puts.push(body);
        if (body.version === 2) return HttpResponse.json({ status: 409, code: 'version_conflict', current: theirs }, { status: 409 });
        return HttpResponse.json({ ...theirs, lastName: body.lastName, version: 4 });
      }),
    );
    renderPage(managerSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Eva Smit' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Eva Smit' });
    const form = within(dialog);
    const lastName = form.getByRole('textbox', { name: /^Last name/ });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Smit-Jansen');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));

    const table = await form.findByRole('table', { name: 'Saved by someone else meanwhile:' });
    expect(within(table).getByRole('rowheader', { name: 'Function' }).closest('tr')).toHaveTextContent(/Project leader.*Site manager/);
    expect(within(table).getByRole('rowheader', { name: 'Last name' }).closest('tr')).toHaveTextContent(/Smit.*Smit-Jansen/);
    expect(form.getByRole('alert')).toHaveTextContent('Someone else changed this in the meantime');
    expect(lastName).toHaveValue('Smit-Jansen');
    await expectNoAxeViolations(dialog);

    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts.map((b) => [b.lastName, b.version])).toEqual([['Smit-Jansen', 2], ['Smit-Jansen', 3]]);
  }));

it('archives after asking, with the version on screen, and says so', () =>
  desktop(async () => {
    const archived: unknown[] = [];
    server.use(
      http.post(`${base}/4/archive`, async ({ request }) => {
        archived.push(await request.json());
        return HttpResponse.json({ ...eva, archived: true, version: 3 });
      }),
    );
    renderPage(managerSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Archive: Eva Smit' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Eva Smit?' });
    expect(archived).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Eva Smit archived.');
    expect(archived).toEqual([{ version: 2 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }));
