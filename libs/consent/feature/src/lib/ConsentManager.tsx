import { useLingui } from '@lingui/react/macro';
import { useMounted } from '@mantine/hooks';
import { configureConsent, installCookiePreferencesGlobal } from '@portal/consent-data-access';
import { lazy, Suspense, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { ConsentNotice } from './ConsentNotice';
import { useConsentController, useConsentSnapshot } from './consent-context';

// The dialog (a modal with a focus trap, switches, a scroll area) is its own chunk, fetched when the
// preferences are first opened: the notice alone is what a first visit needs (issue 14).
const ConsentDialog = lazy(() => import('./ConsentDialog').then((m) => ({ default: m.ConsentDialog })));

/**
 * The lazy dialog, mounted closed and opened right after: the modal then sees itself open, and
 * remembers the button that opened it to give focus back on close (as when it was always there).
 */
function DeferredDialog({ opened, ...props }: ComponentProps<typeof ConsentDialog>) {
  const mounted = useMounted();
  return <ConsentDialog {...props} opened={opened && mounted} />;
}

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
  // Mounted from the first opening on, so it can play its closing transition and return focus.
  const [dialogMounted, setDialogMounted] = useState(false);
  if (preferencesOpen && !dialogMounted) setDialogMounted(true);

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
      {(preferencesOpen || dialogMounted) && (
        <Suspense fallback={null}>
          <DeferredDialog
            opened={preferencesOpen}
            services={controller.services}
            enabled={enabled}
            confirmed={!noticeVisible}
            onClose={() => void controller.closePreferences()}
            onSave={(selection) => decide(() => controller.save(selection))()}
            onAcceptAll={decide(controller.acceptAll)}
            onDecline={decide(controller.declineAll)}
          />
        </Suspense>
      )}
    </>
  );
}
