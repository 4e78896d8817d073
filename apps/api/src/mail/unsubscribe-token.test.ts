// The unsubscribe token names one user and one topic and cannot be altered into another's; a
// deployed environment never signs with the local demo's secret.
import { describe, expect, it } from 'vitest';
import { LOCAL_DEMO_UNSUBSCRIBE_SECRET, signUnsubscribe, unsubscribeSecretFor, verifyUnsubscribe } from './unsubscribe-token';

const secret = 'a-secret-for-this-test-of-32-characters';

describe('unsubscribe tokens', () => {
  it('verifies its own token and refuses one signed with another secret', () => {
    const token = signUnsubscribe(secret, { userId: 7, topic: 'invoices' });
    expect(verifyUnsubscribe(secret, token)).toEqual({ userId: 7, topic: 'invoices' });
    expect(verifyUnsubscribe(`${secret}x`, token)).toBeNull();
    expect(verifyUnsubscribe(secret, token.replace(/^7\./, '8.'))).toBeNull();
    expect(verifyUnsubscribe(secret, token.replace('invoices', 'inspections'))).toBeNull();
  });

  it('needs UNSUBSCRIBE_SECRET outside APP_ENV=local, of 32 characters at least', () => {
    expect(unsubscribeSecretFor({ env: 'local', unsubscribeSecret: null })).toBe(LOCAL_DEMO_UNSUBSCRIBE_SECRET);
    for (const env of ['qa', 'pp', 'prod']) expect(() => unsubscribeSecretFor({ env, unsubscribeSecret: null })).toThrow(/UNSUBSCRIBE_SECRET.*must be set outside APP_ENV=local/);
    expect(() => unsubscribeSecretFor({ env: 'prod', unsubscribeSecret: 'short' })).toThrow(/at least 32/);
    expect(unsubscribeSecretFor({ env: 'prod', unsubscribeSecret: secret })).toBe(secret);
  });
});
