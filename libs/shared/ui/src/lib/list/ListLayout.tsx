import { useLingui } from '@lingui/react/macro';
import { Box, Button, Drawer, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';
import { layout } from '../theme';
import { useLazyDialog } from '../use-lazy-dialog';
import { FilterIcon } from './icons';
import { useIsDesktop } from './useIsDesktop';

/** Props of ListLayout: the filter inputs, how many are set, and the list with its chips and toolbar. */
export interface ListLayoutProps {
  /** The filter inputs; shown in the side panel on desktop and in a drawer on phones. */
  filters: ReactNode;
  /** How many filters are set, shown on the phone's Filters button. */
  activeFilterCount: number;
  /** Usually a FilterChips row, shown above the list. */
  chips?: ReactNode;
  /** Actions for the whole list (e.g. ExportButtons), right-aligned above it. */
  toolbar?: ReactNode;
  children: ReactNode;
}

const panelTop = layout.headerHeight + 16;

/** The frame of every list screen: filters beside the list from 900 px, in a drawer below it. */
export function ListLayout({ filters, activeFilterCount, chips, toolbar, children }: ListLayoutProps) {
  const { t } = useLingui();
  const isDesktop = useIsDesktop();
  const headingId = useId();
  const [opened, { open, close }] = useDisclosure(false);
  const drawer = useLazyDialog(opened);

  const filtersButton = !isDesktop && (
    <Button variant="default" leftSection={<FilterIcon />} onClick={open} aria-haspopup="dialog">
      {activeFilterCount > 0 ? t`Filters (${activeFilterCount})` : t`Filters`}
    </Button>
  );
  const content = (
    <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
      {(filtersButton || toolbar) && (
        <Group gap="sm" justify="space-between" wrap="wrap">
          {filtersButton}
          {toolbar && (
            <Group gap="sm" ml="auto" wrap="wrap">
              {toolbar}
            </Group>
          )}
        </Group>
      )}
      {chips}
      {children}
    </Stack>
  );

  if (isDesktop) {
    return (
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Box
          component="aside"
          aria-labelledby={headingId}
          w={260}
          p={4} // room for focus rings, which the scrolling panel would clip
          style={{ flexShrink: 0, position: 'sticky', top: panelTop, maxHeight: `calc(100vh - ${panelTop}px)`, overflowY: 'auto' }}
        >
          <Title order={2} size="h4" id={headingId} mb="sm">
            {t`Filters`}
          </Title>
          <Stack gap="md">{filters}</Stack>
        </Box>
        {content}
      </Group>
    );
  }

  return (
    <>
      {content}
      {drawer.rendered && (
        <Drawer opened={drawer.opened} onClose={close} title={t`Filters`} position="left" closeButtonProps={{ 'aria-label': t`Close filters` }}>
          <Stack gap="md">
            {filters}
            <Button onClick={close} fullWidth>
              {t`Show results`}
            </Button>
          </Stack>
        </Drawer>
      )}
    </>
  );
}
