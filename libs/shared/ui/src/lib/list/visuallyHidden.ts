import type { CSSProperties } from 'react';

// For elements Mantine's VisuallyHidden cannot be (a table caption): read aloud, not shown.
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
