import type { SVGProps } from 'react';

/** Props of ArchiveIcon: its size in px (16 unless told) and any SVG attribute. */
export type ArchiveIconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** An archive box; decorative, so always hidden from screen readers: say "Archived" next to it. */
export function ArchiveIcon({ size = 16, ...rest }: ArchiveIconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" {...rest} aria-hidden="true" focusable="false">
      <rect x="3" y="4" width="18" height="4" rx="1" />
      <path d="M5 8v11a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8M10 12h4" />
    </svg>
  );
}
