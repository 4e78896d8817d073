// `Report a problem` and `Suggest an idea`: one POST to the user-management service, for the
// session's client, with an Idempotency-Key. The caller keeps the key until an answer arrives, so a
// double click, the interceptor's 504 retry or a retry after a lost answer stores one report.
import { feedbackReceiptSchema, type FeedbackInput, type FeedbackReceipt } from '@portal/shared-api-contract';
import { sessionClient, idempotencyKeyHeader, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** Sends a report or an idea; the answer is the reference (`F-…`) the user can quote. */
export async function createFeedback(api: ApiClient, session: Session, input: FeedbackInput, idempotencyKey: string): Promise<FeedbackReceipt> {
  const { http, config } = sessionClient(api, session);
  const headers = { [idempotencyKeyHeader]: idempotencyKey };
  const { data } = await http.post(`${config.apiUrlUsermgmt}/feedback`, input, { headers });
  return feedbackReceiptSchema.parse(data);
}

/** `mutateAsync({ input, idempotencyKey })`. Nothing the portal lists changes, so nothing is read again. */
export function createFeedbackMutation(api: ApiClient, session: Session) {
  return mutationOptions({
    mutationFn: ({ input, idempotencyKey }: { input: FeedbackInput; idempotencyKey: string }) => createFeedback(api, session, input, idempotencyKey),
  });
}

export const useCreateFeedback = (session: Session) => useMutation(createFeedbackMutation(useApiClient(), session));
