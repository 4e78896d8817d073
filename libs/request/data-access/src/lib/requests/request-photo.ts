// A request's photo is behind the API's auth: an <img src> would carry neither the token nor the
// client header. So it comes through the one axios instance as a blob and is shown as an object
// URL that lives as long as the component showing it.
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { requestKeys } from '../request.keys';

/** The image itself (JPEG or PNG), with the token and the client header. */
export async function fetchRequestPhoto(api: ApiClient, session: Session, requestId: number, photoId: number): Promise<Blob> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get<Blob>(`${config.apiUrlRequest}/requests/${requestId}/photos/${photoId}`, { responseType: 'blob' });
  return data;
}

export const requestPhotoQuery = (api: ApiClient, session: Session, requestId: number, photoId: number) =>
  queryOptions({
    // Not under the request's detail key: re-reading the request after an edit must not fetch every image again.
    queryKey: [...requestKeys.client(session.client.uuid), 'photo', requestId, photoId] as const,
    queryFn: () => fetchRequestPhoto(api, session, requestId, photoId),
    // A stored photo never changes.
    staleTime: Infinity,
  });

/** The photo as an object URL while mounted (null while it loads), revoked on unmount; `failed` when it could not be read. */
export function useRequestPhotoUrl(session: Session, requestId: number, photoId: number): { url: string | null; failed: boolean } {
  const { data: blob, isError } = useQuery(requestPhotoQuery(useApiClient(), session, requestId, photoId));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    // Made here rather than during render, so every URL made is also revoked (StrictMode mounts twice).
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return { url: blob ? url : null, failed: isError };
}
