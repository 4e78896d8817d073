// The order domain's vocabulary in the user's language, and the badge tone of each status.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContractStatus, DocumentStatus, DocumentType, RatePeriod } from '@portal/shared-api-contract';

type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export const contractStatuses: Record<ContractStatus, { label: MessageDescriptor; tone: Tone }> = {
  open: { label: msg`Open`, tone: 'info' },
  partly_off_hired: { label: msg`Partly off-hired`, tone: 'warning' },
  closed: { label: msg`Closed`, tone: 'neutral' },
};

export const documentTypes: Record<DocumentType, MessageDescriptor> = {
  invoice: msg`Invoice`,
  credit_note: msg`Credit note`,
  delivery_note: msg`Delivery note`,
};

export const documentStatuses: Record<DocumentStatus, { label: MessageDescriptor; tone: Tone }> = {
  open: { label: msg`Open`, tone: 'info' },
  paid: { label: msg`Paid`, tone: 'success' },
  overdue: { label: msg`Overdue`, tone: 'danger' },
};

export const ratePeriods: Record<RatePeriod, MessageDescriptor> = {
  day: msg`per day`,
  week: msg`per week`,
  four_weeks: msg`per 4 weeks`,
};
