// The request domain's vocabulary in the user's language, and the badge tone of each status.
// Shared by the requests list and detail (lib/requests) and the new-request forms (lib/new-request).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestStatus, RequestType } from '@portal/shared-api-contract';
import type { StatusTone } from '@portal/shared-ui';

/** What the user asks for, as the list, the detail and the type choice name it. */
export const requestTypes: Record<RequestType, MessageDescriptor> = {
  off_hire: msg`Stop rental (off-hire)`,
  extension: msg`Extend rental`,
  breakdown: msg`Breakdown`,
  damage: msg`Damage`,
  invoice_query: msg`Question about an invoice`,
  other: msg`Other`,
};

// Waiting on the rental company is info, being handled a warning (it moves), done a success.
export const requestStatuses: Record<RequestStatus, { label: MessageDescriptor; tone: StatusTone }> = {
  submitted: { label: msg`Submitted`, tone: 'info' },
  in_progress: { label: msg`In progress`, tone: 'warning' },
  done: { label: msg`Done`, tone: 'success' },
  rejected: { label: msg`Rejected`, tone: 'danger' },
};
