import { useLingui } from '@lingui/react/macro';
import { configureConsent, installCookiePreferencesGlobal } from '@portal/consent-data-access';
import { useEffect, type ReactNode } from 'react';
import { ConsentDialog } from './ConsentDialog';
import { ConsentNotice } from './ConsentNotice';
import { useConsentController, useConsentSnapshot } from './consent-context';

/** Props of ConsentManager. */
export interface ConsentManagerProps {
  /** Tag manager container id from the app config; null loads no tag manager. */
  gtmContainerId: string | null;
  /** Shown in the notice: the app's language switch for visitors not signed in. */
  languageSwitch?: ReactNode;
}

/** The cookie notice and the preferences dialog; mount once in the shell, signed in or not. */
export function ConsentManager({ gtmContainerId, languageSwitch }: ConsentManagerProps) {
  const { i18n } = useLingui();
  const controller = useConsentController();
  const { noticeVisible, preferencesOpen, enabled } = useConsentSnapshot();

  useEffect(() => configureConsent({ i18n, gtmContainerId }), [i18n, gtmContainerId]);
  useEffect(() => installCookiePreferencesGlobal(controller), [controller]);

  const decide = (decision: () => void) => () => {
    decision();
    void controller.closePreferences();
  };
  return (
    <>
      {noticeVisible && (
        <ConsentNotice
          onAcceptAll={controller.acceptAll}
          onDecline={controller.declineAll}
          onChoose={() => void controller.openPreferences()}
          languageSwitch={languageSwitch}
        />
      )}
      <ConsentDialog
        opened={preferencesOpen}
        services={controller.services}
        enabled={enabled}
        confirmed={!noticeVisible}
        onClose={() => void controller.closePreferences()}
        onSave={(selection) => decide(() => controller.save(selection))()}
        onAcceptAll={decide(controller.acceptAll)}
        onDecline={decide(controller.declineAll)}
      />
    </>
  );
}
