import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { chooseLocale, resolveLocale, type SupportedLocale } from '@portal/shared-util-i18n';
import { useState } from 'react';
import { isSupportedLocale, languageChoices } from './languages';

/**
 * The language switch of the signed-out pages (login, cookie notice): applied at once and
 * remembered for the next visit. A native select, without flags: small on the first visit (issue 14),
 * and the platform's own picker on a phone. Signed in, the profile's language wins (with flags).
 */
export function LanguageSwitch() {
  const { i18n, t } = useLingui();
  const current = resolveLocale(i18n.locale);
  const value: SupportedLocale = isSupportedLocale(current) ? current : 'en-US';
  const [busy, setBusy] = useState(false);
  return (
    <NativeSelect
      label={t`Language`}
      size="xs"
      w={200}
      value={value}
      disabled={busy}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (!isSupportedLocale(next)) return;
        setBusy(true);
        void chooseLocale(i18n, next).finally(() => setBusy(false));
      }}
    >
      {languageChoices.map((choice) => (
        <option key={choice.value} value={choice.value} lang={choice.value}>
          {choice.label}
        </option>
      ))}
    </NativeSelect>
  );
}
