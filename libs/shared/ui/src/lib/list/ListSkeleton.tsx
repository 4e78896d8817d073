import { useLingui } from '@lingui/react/macro';
import { Box, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** Props of ListSkeleton: how many placeholder rows (5 unless told). */
export interface ListSkeletonProps {
  rows?: number;
}

/** Placeholder rows while a list loads; screen readers hear "Loading". */
export function ListSkeleton({ rows = 5 }: ListSkeletonProps) {
  const { t } = useLingui();
  return (
    <Box>
      <VisuallyHidden role="status">{t`Loading`}</VisuallyHidden>
      <Stack gap="sm" aria-busy="true">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} height={56} radius="sm" />
        ))}
      </Stack>
    </Box>
  );
}
