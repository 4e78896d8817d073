// @vitest-environment jsdom
import type { ApiClient } from '@portal/shared-data-access-http';
import { ApiClientContext } from '@portal/shared-data-access-http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, it, vi } from 'vitest';
import { testSession } from './fixtures';
import { useRequestPhotoUrl } from './request-photo';

function setup(get: () => Promise<unknown>) {
  const api = { http: { get }, config: { apiUrlRequest: 'http://api.test/api/request' } } as unknown as ApiClient;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ApiClientContext.Provider value={api}>{children}</ApiClientContext.Provider>
    </QueryClientProvider>
  );
  return renderHook(() => useRequestPhotoUrl(testSession, 44, 7), { wrapper });
}

it('shows the photo as an object URL and revokes it on unmount', async () => {
  URL.createObjectURL = vi.fn(() => 'blob:photo-7');
  URL.revokeObjectURL = vi.fn();
  const { result, unmount } = setup(async () => ({ data: new Blob(['jpeg']), headers: {} }));
  expect(result.current).toEqual({ url: null, failed: false });
  await waitFor(() => expect(result.current.url).toBe('blob:photo-7'));
  unmount();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo-7');
});

it('says when the photo could not be read', async () => {
  const { result, unmount } = setup(async () => Promise.reject(new Error('offline')));
  await waitFor(() => expect(result.current.failed).toBe(true));
  expect(result.current.url).toBeNull();
  unmount();
});
