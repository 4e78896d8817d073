import { useLingui } from '@lingui/react';
import { useProfile } from '@portal/profile-data-access';
import { useLifecycle } from '@portal/shell-data-access';
import { activateLocale, rememberLocale, resolveLocale } from '@portal/shared-util-i18n';
import { useEffect } from 'react';

/** The UI speaks the profile's preferred language, else en-US (spec §9); a change applies at once. */
export function LocaleSync() {
  const { i18n } = useLingui();
  const { signedIn, settings } = useLifecycle();
  const profile = useProfile(signedIn && settings.ready);
  const preferred = profile.data?.preferredLanguageCode;
  useEffect(() => {
    if (!preferred) return;
    // Remembered, so the sign-in pages speak it too next time, before the profile is known.
    rememberLocale(localStorage, preferred);
    void activateLocale(i18n, resolveLocale(preferred));
  }, [i18n, preferred]);
  return null;
}
