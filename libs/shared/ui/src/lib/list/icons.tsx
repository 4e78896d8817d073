// Small decorative icons of the list kit: always aria-hidden, the control around them is named.
import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function Icon({ size = 16, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}

/** A magnifier, for search fields. */
export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);

/** A funnel, for the filter button. */
export const FilterIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 5h18l-7 8v6l-4 2v-8z" />
  </Icon>
);

/** A tray with an arrow, for downloads. */
export const DownloadIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 4v11m-5-5 5 5 5-5M4 20h16" />
  </Icon>
);

/** A chevron pointing left or right; doubled for first/last. */
export const ChevronIcon = ({ direction, double = false, ...props }: IconProps & { direction: 'left' | 'right'; double?: boolean }) => {
  const d = direction === 'left' ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6';
  const shift = direction === 'left' ? -3 : 3;
  return (
    <Icon {...props}>
      {double ? (
        <>
          <path d={d} transform={`translate(${shift} 0)`} />
          <path d={d} transform={`translate(${-shift} 0)`} />
        </>
      ) : (
        <path d={d} />
      )}
    </Icon>
  );
};
