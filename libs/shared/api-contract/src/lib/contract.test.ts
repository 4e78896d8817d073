import { describe, expect, it } from 'vitest';
import { appConfigFixture } from '../testing';
import { appConfigSchema, dbIdSchema, newPasswordSchema, phoneSchema, profilePatchSchema, loginBodySchema, resetPasswordBodySchema } from '../index';

describe('api contract', () => {
  it('accepts the config fixture', () => {
    expect(appConfigSchema.parse(appConfigFixture())).toMatchObject({ opCo: 'nl' });
  });

  it('normalises emails on login', () => {
    expect(loginBodySchema.parse({ email: ' Anna@Northwind.TEST ', password: 'x' }).email).toBe('anna@northwind.test');
  });

  it('asks passwords for length only, with no composition rules (ASVS 5.0 6.2.5)', () => {
    expect(newPasswordSchema.safeParse('short1').success).toBe(false);
    expect(newPasswordSchema.safeParse('x'.repeat(129)).success).toBe(false);
    // Letters only, digits only, spaces: all fine when long enough (the server refuses common ones).
    for (const password of ['onlyletterslong', '830419275561', 'four words in a row', 'a-much-longer-password', 'x'.repeat(128)]) {
      expect(newPasswordSchema.safeParse(password).success, password).toBe(true);
    }
  });

  it('refuses what PostgreSQL cannot take: NUL in text, ids beyond its integer', () => {
    expect(newPasswordSchema.safeParse('a-much-longer\u0000password').success).toBe(false);
    expect(loginBodySchema.safeParse({ email: 'anna@northwind.test', password: 'x\u0000' }).success).toBe(false);
    expect(profilePatchSchema.safeParse({ firstName: 'An\u0000na', version: 1 }).success).toBe(false);
    expect(resetPasswordBodySchema.safeParse({ token: `${'t'.repeat(20)}\u0000`, password: 'a-much-longer-password' }).success).toBe(false);
    expect(dbIdSchema.safeParse(2_147_483_647).success).toBe(true);
    expect(dbIdSchema.safeParse(2_147_483_648).success).toBe(false);
    expect(dbIdSchema.safeParse('2147483648').success).toBe(false);
  });

  it('normalises phone numbers to E.164', () => {
    expect(phoneSchema.parse('0031 (20) 123-4567')).toBe('+31201234567');
    expect(phoneSchema.safeParse('12345').success).toBe(false);
  });

  it('rejects unknown profile fields and languages', () => {
    expect(profilePatchSchema.safeParse({ preferredLanguageCode: 'fr' }).success).toBe(false);
    expect(profilePatchSchema.safeParse({ email: 'x@y.z' }).success).toBe(false);
    expect(profilePatchSchema.parse({ preferredLanguageCode: 'nl-BE', version: 1 })).toEqual({ preferredLanguageCode: 'nl-BE', version: 1 });
  });
});
