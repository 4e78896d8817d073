import { expectNoAxeViolations } from '@portal/shared-ui/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { answer, base, handlers, problem, renderPage, sent, user } from './test-utils';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

const photo = (name: string, type = 'image/jpeg', size = 1024) => new File([new Uint8Array(size)], name, { type });
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;

it('refuses a photo of another type or over 5 MB by name, and keeps the rest of the form', async () => {
  const u = user();
  const { container } = renderPage({ type: 'damage', line: 101 });
  const description = await screen.findByRole('textbox', { name: 'What happened' });
  await u.type(description, 'Dent in the boom after loading');
  await u.upload(fileInput(container), [photo('boom.jpg'), photo('notes.gif', 'image/gif'), photo('huge.png', 'image/png', 5 * 1024 * 1024 + 1)]);
  expect(screen.getByText('notes.gif is not a JPEG or PNG photo.')).toBeInTheDocument();
  expect(screen.getByText('huge.png is larger than 5 MB.')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Chosen photos' })).toHaveTextContent('boom.jpg');
  expect(description).toHaveValue('Dent in the boom after loading');
  await u.upload(fileInput(container), [photo('a.png', 'image/png'), photo('b.jpg'), photo('c.jpg')]);
  expect(screen.getByText('c.jpg was not added: at most 3 photos.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add photos' })).toBeNull();
  await u.click(screen.getByRole('button', { name: 'Remove boom.jpg' }));
  expect(screen.getByRole('button', { name: 'Add photos' })).toBeInTheDocument();
  await expectNoAxeViolations(container);
}, 20_000);

it('sends the report, then each photo; a photo the API refuses is named and the others are kept', async () => {
  const u = user();
  const uploads: string[] = [];
  server.use(
    answer({ id: 50, number: 'R-0000050', status: 'submitted', reference: null }),
    http.post(`${base}/requests/50/photos`, ({ request }) => {
      uploads.push(request.headers.get('content-type') ?? '');
      if (uploads.length === 2) return HttpResponse.json(problem(400, 'photo_type'), { status: 400 });
      return HttpResponse.json({ id: uploads.length, contentType: 'image/jpeg', size: 1024 }, { status: 201 });
    }),
  );
  const { container } = renderPage({ type: 'damage', line: 101 });
  await u.type(await screen.findByRole('textbox', { name: 'What happened' }), 'Dent in the boom after loading');
  await u.upload(fileInput(container), [photo('boom.jpg'), photo('fake.png', 'image/png')]);
  await u.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByText('Request R-0000050 sent')).toBeInTheDocument();
  expect(sent[0]!.body).toEqual({ type: 'damage', contractLineId: 101, description: 'Dent in the boom after loading' });
  expect(uploads).toEqual(['image/jpeg', 'image/png']);
  expect(screen.getByText('Not every photo was added')).toBeInTheDocument();
  expect(screen.getByText('fake.png: not a JPEG or PNG photo')).toBeInTheDocument();
  await expectNoAxeViolations(container);
}, 20_000);

it('asks for a line and a description before sending', async () => {
  const u = user();
  renderPage({ type: 'damage' });
  await u.click(await screen.findByRole('button', { name: 'Send request' }));
  const search = screen.getByRole('searchbox', { name: 'Search lines' });
  expect(search).toHaveAccessibleDescription(/Choose a contract line/);
  expect(search).toHaveFocus();
  expect(screen.getByRole('textbox', { name: 'What happened' })).toHaveAccessibleDescription(/Describe what happened/);
  expect(sent).toHaveLength(0);
});
