// The portal's check and the contract's newPasswordSchema must give the same verdict and, in
// English, the same first message for every password.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { newPasswordSchema } from '@portal/shared-api-contract';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import { usePasswordProblem } from './password-policy';

i18n.loadAndActivate({ locale: 'en-US', messages: {} });
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

const samples = [
  '',
  'short1',
  'a'.repeat(11) + '1',
  'a'.repeat(12),
  'a'.repeat(11) + '!',
  'onlyletterslong',
  '123456789012345',
  '!!!!!!!!!!!!!!!!',
  'a-much-longer-password',
  'Żółć-gęślą-jaźń',
  // No composition rules: letters only, digits only and spaces are fine when long enough.
  '830419275561',
  'four words in a row',
  'a1'.repeat(64),
  'a1'.repeat(64) + 'x',
];

it.each(samples)('agrees with newPasswordSchema on %j', (password) => {
  const { result } = renderHook(() => usePasswordProblem(), { wrapper });
  const parsed = newPasswordSchema.safeParse(password);
  expect(result.current(password)).toBe(parsed.success ? undefined : parsed.error.issues[0]?.message);
});
