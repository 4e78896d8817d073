import { productPageSchema, type ProductPage } from '@portal/shared-api-contract';
import { apiParams, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from '../order.keys';

/** What the equipment step searches for: a category, a text (code or name, any language), a page. */
export interface ProductSearch {
  categoryId?: number;
  q?: string;
  page?: number;
}

/** Products per page: a multiple of 2 and 3, so the card grid has no gaps at any width. */
export const productPageSize = 12;

/** One page of the catalogue, searched on the server. */
export async function fetchProducts(api: ApiClient, session: Session, search: ProductSearch): Promise<ProductPage> {
  const { http, config } = sessionClient(api, session);
  const params = apiParams({ ...search, q: search.q?.trim(), pageSize: productPageSize });
  const { data } = await http.get(`${config.apiUrlOverview}/catalogue/products`, { params });
  return productPageSchema.parse(data);
}

export const productListQuery = (api: ApiClient, session: Session, search: ProductSearch) =>
  queryOptions({ queryKey: orderKeys.products(session.client.uuid, search), queryFn: () => fetchProducts(api, session, search), staleTime: 5 * 60_000 });

/** The catalogue page; the previous page stays on screen while the next search loads (no flashing). */
export const useProducts = (session: Session, search: ProductSearch) =>
  useQuery({ ...productListQuery(useApiClient(), session, search), placeholderData: keepPreviousData });
