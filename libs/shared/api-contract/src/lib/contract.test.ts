import { describe, expect, it } from 'vitest';
import { appConfigFixture } from '../testing';
import { appConfigSchema, newPasswordSchema, phoneSchema, profilePatchSchema, loginBodySchema } from '../index';

describe('api contract', () => {
  it('accepts the config fixture', () => {
    expect(appConfigSchema.parse(appConfigFixture())).toMatchObject({ opCo: 'nl' });
  });

  it('normalises emails on login', () => {
    expect(loginBodySchema.parse({ email: ' Anna@Northwind.TEST ', password: 'x' }).email).toBe('anna@northwind.test');
  });

  it('rejects weak passwords and accepts strong ones', () => {
    expect(newPasswordSchema.safeParse('short1').success).toBe(false);
    expect(newPasswordSchema.safeParse('onlyletterslong').success).toBe(false);
    expect(newPasswordSchema.safeParse('a-much-longer-password').success).toBe(true);
  });

  it('normalises phone numbers to E.164', () => {
    expect(phoneSchema.parse('0031 (20) 123-4567')).toBe('+31201234567');
    expect(phoneSchema.safeParse('12345').success).toBe(false);
  });

  it('rejects unknown profile fields and languages', () => {
    expect(profilePatchSchema.safeParse({ preferredLanguageCode: 'fr' }).success).toBe(false);
    expect(profilePatchSchema.safeParse({ email: 'x@y.z' }).success).toBe(false);
    expect(profilePatchSchema.parse({ preferredLanguageCode: 'nl-BE' })).toEqual({ preferredLanguageCode: 'nl-BE' });
  });
});
