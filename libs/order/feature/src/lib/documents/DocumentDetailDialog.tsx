import { useLingui } from '@lingui/react/macro';
import { Loader } from '@mantine/core';
import { useDocument } from '@portal/order-data-access';
import type { PortalDocument } from '@portal/shared-api-contract';
import { seesPrices, type Session } from '@portal/shared-data-access-http';
import { DialogFrame, ErrorState } from '@portal/shared-ui';
import { documentTypes } from '../common/labels';
import { DocumentContent } from './DocumentContent';

/** Props of DocumentDetailDialog: the session, the list row it opens for (null: closed) and how it closes. */
export interface DocumentDetailDialogProps {
  session: Session;
  document: PortalDocument | null;
  onClose: () => void;
}

/** A document's content over the list (the spec binds the routes: no detail route of its own). */
export function DocumentDetailDialog({ session, document, onClose }: DocumentDetailDialogProps) {
  const { i18n } = useLingui();
  return (
    <DialogFrame opened={document !== null} onClose={onClose} size="64rem" title={document ? `${i18n._(documentTypes[document.type])} ${document.number}` : ''}>
      {document && <DocumentDetailBody session={session} id={document.id} />}
    </DialogFrame>
  );
}

function DocumentDetailBody({ session, id }: { session: Session; id: number }) {
  const { t } = useLingui();
  const query = useDocument(session, id);
  if (query.isPending) return <Loader aria-label={t`Loading`} />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  return <DocumentContent document={query.data} showPrices={seesPrices(session)} />;
}
