import { beforeEach, expect, it } from 'vitest';
import { completeStoredConsents, readStoredConsents } from './stored-consent';

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

it('completes a decision stored before a service existed, that service declined', () => {
  localStorage.setItem('klaro', '{"google-tag-manager":true}');
  completeStoredConsents(['google-tag-manager', 'map-tiles']);
  expect(readStoredConsents()).toEqual({ 'google-tag-manager': true, 'map-tiles': false });
});

it('leaves no decision as none, and a complete one as it is', () => {
  completeStoredConsents(['google-tag-manager', 'map-tiles']);
  expect(localStorage.getItem('klaro')).toBeNull();
  localStorage.setItem('klaro', '{"google-tag-manager":true,"map-tiles":true}');
  completeStoredConsents(['google-tag-manager', 'map-tiles']);
  expect(localStorage.getItem('klaro')).toBe('{"google-tag-manager":true,"map-tiles":true}');
});
