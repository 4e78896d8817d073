import { useLingui as useLinguiContext } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Text } from '@mantine/core';
import { formatNumber, resolveLocale } from '@portal/shared-util-i18n';
import type { ReactNode } from 'react';
import { ChevronIcon } from './icons';

/** Props of Paginator: the 1-based page, the page size, the total count and how to change page. */
export interface PaginatorProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** Which items a page shows and how many pages there are; pages out of range count as the nearest. */
export function pageRange(page: number, pageSize: number, total: number) {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), lastPage);
  return { current, lastPage, from: (current - 1) * pageSize + 1, to: Math.min(current * pageSize, total) };
}

/** First, previous, next and last page with a range label ("26–50 of 312"); nothing when there are no results. */
export function Paginator({ page, pageSize, total: count, onChange }: PaginatorProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  if (count <= 0) return null;
  const locale = resolveLocale(i18n.locale);
  const range = pageRange(page, pageSize, count);
  const format = (n: number) => formatNumber(n, locale, 0);
  const from = format(range.from);
  const to = format(range.to);
  const total = format(count);
  const atStart = range.current <= 1;
  const atEnd = range.current >= range.lastPage;
  const button = (label: string, target: number, disabled: boolean, icon: ReactNode) => (
    <ActionIcon variant="default" size={36} aria-label={label} disabled={disabled} onClick={() => onChange(target)}>
      {icon}
    </ActionIcon>
  );
  return (
    <Group component="nav" aria-label={t`Pagination`} gap="xs" justify="space-between" wrap="wrap">
      <Text size="sm" aria-live="polite">
        {t`${from}–${to} of ${total}`}
      </Text>
      <Group gap={6} wrap="nowrap">
        {button(t`First page`, 1, atStart, <ChevronIcon direction="left" double />)}
        {button(t`Previous page`, range.current - 1, atStart, <ChevronIcon direction="left" />)}
        {button(t`Next page`, range.current + 1, atEnd, <ChevronIcon direction="right" />)}
        {button(t`Last page`, range.lastPage, atEnd, <ChevronIcon direction="right" double />)}
      </Group>
    </Group>
  );
}
