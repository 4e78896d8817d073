import { beforeEach, expect, it } from 'vitest';
import { disableTagManagerFrames, loadTagManager } from './tag-manager';

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete (window as { dataLayer?: unknown }).dataLayer;
});

it('adds one inert loader for klaro to activate, and starts the data layer', () => {
  loadTagManager('GTM-A B');
  loadTagManager('GTM-A B');
  const scripts = document.querySelectorAll('script');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]?.type).toBe('text/plain');
  expect(scripts[0]?.dataset['src']).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-A%20B');
  expect((window as { dataLayer?: unknown[] }).dataLayer).toHaveLength(1);
});

it('loads nothing without a container id', () => {
  loadTagManager(null);
  expect(document.querySelectorAll('script')).toHaveLength(0);
});

it("blanks and hides the tag manager's own frames only", () => {
  document.body.innerHTML =
    '<iframe src="https://www.googletagmanager.com/ns.html?id=GTM-A"></iframe><iframe src="https://maps.example/embed"></iframe>';
  disableTagManagerFrames();
  const [gtm, map] = document.querySelectorAll('iframe');
  expect(gtm?.src).toBe('about:blank');
  expect(gtm?.style.display).toBe('none');
  expect(map?.src).toBe('https://maps.example/embed');
});
