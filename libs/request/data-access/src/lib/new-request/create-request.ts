import { createdRequestSchema, type CreatedRequest, type RequestInput } from '@portal/shared-api-contract';
import { describeFailure, sessionClient, idempotencyKeyHeader, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestKeys } from '../request.keys';

/**
 * Sends a request. The caller keeps the key until an answer arrives, so a double click, a 504
 * retry (the interceptor repeats keyed POSTs only) or a lost answer gives one request.
 */
export async function createRequest(api: ApiClient, session: Session, input: RequestInput, idempotencyKey: string): Promise<CreatedRequest> {
  const { http, config } = sessionClient(api, session);
  const headers = { [idempotencyKeyHeader]: idempotencyKey };
  const { data } = await http.post(`${config.apiUrlRequest}/requests`, input, { headers });
  return createdRequestSchema.parse(data);
}

/** `Send request`; a new request makes the list stale, and an off-hire or extension changes the lines. */
export function useCreateRequest(session: Session) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const uuid = session.client.uuid;
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: RequestInput; idempotencyKey: string }) => createRequest(api, session, input, idempotencyKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestKeys.lists(uuid) }),
        queryClient.invalidateQueries({ queryKey: [...requestKeys.client(uuid), 'lines'] }),
      ]),
  });
}

/**
 * The API's answer, when it decided (4xx): the next attempt is a new request and needs a new key.
 * Without an answer (network, 5xx) the request may exist: the same key lets the API answer it again.
 */
export function answeredStatus(error: unknown): number | null {
  const failure = describeFailure(error);
  if (failure.kind === 'rateLimited') return 429;
  if (failure.kind !== 'problem' || failure.problem.status >= 500) return null;
  return failure.problem.status;
}
