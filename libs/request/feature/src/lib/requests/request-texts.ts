import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestType } from '@portal/shared-api-contract';

/** What a request's description is, per type: the label on the detail and in the edit form. */
export const descriptionLabels: Record<RequestType, MessageDescriptor> = {
  off_hire: msg`Collection notes`,
  extension: msg`Description`,
  breakdown: msg`What happens`,
  damage: msg`What happened`,
  invoice_query: msg`Question`,
  other: msg`Message`,
};
