// The app taking the prerendered sign-in page over: what the visitor typed, focused and clicked on
// the static page reaches the React page that replaces it.
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterCommit, holdFirstScreen, prerenderedLocale } from './first-screen-takeover';

const staticPage = `
  <form><select><option value="en-US" selected>English</option><option value="de">Deutsch</option></select>
  <input type="email" autocomplete="username" value=""><input type="password" autocomplete="current-password" value="">
  <button type="button" aria-label="Show password"></button><button type="submit">Sign in</button></form>`;

function SignIn({ onSubmit, onLanguage }: { onSubmit: (values: { email: string; password: string }) => void; onLanguage: (l: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [language, setLanguage] = useState('en-US');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ email, password });
      }}
    >
      <select value={language} onChange={(e) => (setLanguage(e.currentTarget.value), onLanguage(e.currentTarget.value))}>
        <option value="en-US">English</option>
        <option value="de">Deutsch</option>
      </select>
      <input type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
      <input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
      <button type="button" aria-label="Show password" />
      <button type="submit">Sign in</button>
    </form>
  );
}

function setUp() {
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute('data-first-screen', 'en-US');
  container.innerHTML = staticPage;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('taking over the prerendered page', () => {
  it('carries what was typed and chosen, the focus and its caret, then replays the clicks', async () => {
    vi.useFakeTimers();
    const container = setUp();
    expect(prerenderedLocale(container)).toBe('en-US');
    const hold = holdFirstScreen(container);
    const handOver = () => hold.handOver({ replay: true });
    const [select, email, password] = [...container.querySelectorAll<HTMLInputElement & HTMLSelectElement>('select, input')];
    select!.value = 'de';
    email!.value = 'ben@northwind.test';
    password!.focus();
    password!.value = 'secret';
    password!.setSelectionRange(2, 4);
    container.querySelector<HTMLButtonElement>('button[type=submit]')!.setAttribute('data-first-screen-click', '1');

    const onSubmit = vi.fn();
    const onLanguage = vi.fn();
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <>
          <SignIn onSubmit={onSubmit} onLanguage={onLanguage} />
          <AfterCommit run={handOver} />
        </>,
      ),
    );
    const [newEmail, newPassword] = [...container.querySelectorAll('input')];
    expect(newEmail).not.toBe(email);
    expect(newEmail!.value).toBe('ben@northwind.test');
    expect(document.activeElement).toBe(newPassword);
    expect(onLanguage).toHaveBeenCalledWith('de');
    expect(container.hasAttribute('data-first-screen')).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();

    await act(async () => vi.runAllTimers());
    expect(document.activeElement).toBe(newPassword);
    expect([newPassword!.selectionStart, newPassword!.selectionEnd]).toEqual([2, 4]);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ben@northwind.test', password: 'secret' });
    act(() => root.unmount());
  });

  it('replays nothing and changes nothing when the visitor did nothing', async () => {
    vi.useFakeTimers();
    const container = setUp();
    const hold = holdFirstScreen(container);
    const handOver = () => hold.handOver({ replay: true });
    const onSubmit = vi.fn();
    const onLanguage = vi.fn();
    const root = createRoot(container);
    await act(async () => root.render(<><SignIn onSubmit={onSubmit} onLanguage={onLanguage} /><AfterCommit run={handOver} /></>));
    await act(async () => vi.runAllTimers());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onLanguage).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
    act(() => root.unmount());
  });

  it('carries nothing over when the app shows another page (a visitor who is signed in already)', async () => {
    vi.useFakeTimers();
    const container = setUp();
    const hold = holdFirstScreen(container);
    container.querySelector('input')!.value = 'ben@northwind.test';
    container.querySelector<HTMLButtonElement>('button[type=submit]')!.setAttribute('data-first-screen-click', '1');
    const onSubmit = vi.fn();
    const root = createRoot(container);
    const handOver = () => hold.handOver({ replay: false });
    await act(async () => root.render(<><SignIn onSubmit={onSubmit} onLanguage={vi.fn()} /><AfterCommit run={handOver} /></>));
    await act(async () => vi.runAllTimers());
    expect(container.querySelector('input')!.value).toBe('');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(container.hasAttribute('data-first-screen')).toBe(false);
    act(() => root.unmount());
  });

  it('carries the focus of a button too, and clicks the same button even where the app has one more before it', async () => {
    vi.useFakeTimers();
    const container = setUp();
    const hold = holdFirstScreen(container);
    const submit = container.querySelector<HTMLButtonElement>('button[type=submit]')!;
    submit.focus();
    submit.setAttribute('data-first-screen-click', '1');
    const onSubmit = vi.fn();
    const banner = vi.fn();
    const root = createRoot(container);
    const handOver = () => hold.handOver({ replay: true });
    // The app's page has one button more before the form (a banner): the pressed one moved.
    await act(async () =>
      root.render(
        <>
          <button type="button" onClick={banner}>Dismiss</button>
          <SignIn onSubmit={onSubmit} onLanguage={vi.fn()} />
          <AfterCommit run={handOver} />
        </>,
      ),
    );
    expect(document.activeElement).toBe(container.querySelector('button[type=submit]'));
    await act(async () => vi.runAllTimers());
    expect(banner).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  it('carries what was typed where the app shows a banner with a button before the form', async () => {
    vi.useFakeTimers();
    const container = setUp();
    const hold = holdFirstScreen(container);
    const [email, password] = [...container.querySelectorAll('input')];
    email!.value = 'ben@northwind.test';
    password!.value = 'secret';
    const root = createRoot(container);
    const handOver = () => hold.handOver({ replay: true });
    await act(async () =>
      root.render(
        <>
          <button type="button">Minimise</button>
          <SignIn onSubmit={vi.fn()} onLanguage={vi.fn()} />
          <AfterCommit run={handOver} />
        </>,
      ),
    );
    const [newEmail, newPassword] = [...container.querySelectorAll('input')];
    expect(newEmail!.value).toBe('ben@northwind.test');
    expect(newPassword!.value).toBe('secret');
    act(() => root.unmount());
  });

  it('moves the focus from a static button to the same button of the app', async () => {
    const container = setUp();
    const hold = holdFirstScreen(container);
    container.querySelector<HTMLButtonElement>('button[type=submit]')!.focus();
    const root = createRoot(container);
    const handOver = () => hold.handOver({ replay: true });
    await act(async () => root.render(<><SignIn onSubmit={vi.fn()} onLanguage={vi.fn()} /><AfterCommit run={handOver} /></>));
    expect(document.activeElement).toBe(container.querySelector('button[type=submit]'));
    act(() => root.unmount());
  });
});
