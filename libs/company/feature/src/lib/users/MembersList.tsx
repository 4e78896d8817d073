import { useLingui } from '@lingui/react/macro';
import type { Member, MemberPage } from '@portal/shared-api-contract';
import { EmptyState, ListResults } from '@portal/shared-ui';
import type { ReactNode } from 'react';
import { memberColumns } from './member-columns';

/** Props of MembersList: the page, whether filters are set, the row actions (managers only) and the paging. */
export interface MembersListProps {
  page: MemberPage;
  filtered: boolean;
  rowActions?: (member: Member) => ReactNode;
  onPage: (page: number) => void;
}

/** The page of members with their roles and status; deactivated ones dimmed. */
export function MembersList({ page, filtered, rowActions, onPage }: MembersListProps) {
  const { t, i18n } = useLingui();
  const empty = <EmptyState title={t`No users match these filters`} description={filtered ? t`Remove a filter or clear them all to see more.` : t`Nobody uses the portal for your company yet.`} />;
  return <ListResults page={page} empty={empty} onPage={onPage} columns={memberColumns(i18n)} rowKey={(m) => m.id} caption={t`Users`} rowActions={rowActions} />;
}
