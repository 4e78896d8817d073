import { beforeEach, expect, it } from 'vitest';
import { readStoredConsents } from './stored-consent';

beforeEach(() => localStorage.clear());

it('reads nothing when nothing is stored', () => {
  expect(readStoredConsents()).toBeNull();
});

it("reads klaro's URI-encoded map and plain JSON", () => {
  localStorage.setItem('klaro', '%7B%22google-tag-manager%22%3Atrue%7D');
  expect(readStoredConsents()).toEqual({ 'google-tag-manager': true });
  localStorage.setItem('klaro', '{"google-tag-manager":false}');
  expect(readStoredConsents()).toEqual({ 'google-tag-manager': false });
});

it.each(['not json', '[]', 'null', '%E0%A4%A'])('treats the corrupt value %s as no decision', (raw) => {
  localStorage.setItem('klaro', raw);
  expect(readStoredConsents()).toBeNull();
});
