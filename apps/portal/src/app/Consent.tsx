/** Placeholder until the consent feature lands: renders nothing. */
export default function Consent(_props: { gtmContainerId: string | null }) {
  return null;
}
