import { ConsentManager } from '@portal/consent-feature';
import { LanguageSwitch } from '@portal/shared-ui';
import { useLifecycle } from '@portal/shell-data-access';

/**
 * The cookie notice and dialog (klaro underneath), in a chunk loaded right after the shell.
 * Signed out, the notice offers the language switch (issue 13); signed in, the profile decides.
 */
export default function Consent({ gtmContainerId }: { gtmContainerId: string | null }) {
  const { signedIn } = useLifecycle();
  return <ConsentManager gtmContainerId={gtmContainerId} languageSwitch={signedIn ? undefined : <LanguageSwitch />} />;
}
