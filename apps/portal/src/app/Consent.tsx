import { ConsentManager } from '@portal/consent-feature';

/** The cookie notice and dialog (klaro underneath), in a chunk loaded right after the shell. */
export default function Consent({ gtmContainerId }: { gtmContainerId: string | null }) {
  return <ConsentManager gtmContainerId={gtmContainerId} />;
}
