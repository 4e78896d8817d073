import { Center, Loader } from '@mantine/core';

/** Props of FullPageLoader: what a screen reader announces while waiting. */
export interface FullPageLoaderProps {
  label: string;
}

/** Shown until authentication is initialised (spec §2). */
export function FullPageLoader({ label }: FullPageLoaderProps) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-label={label} color="brand.8" />
    </Center>
  );
}
