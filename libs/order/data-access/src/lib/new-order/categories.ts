import { productCategoryListSchema, type ProductCategory } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { orderKeys } from '../order.keys';

/** The categories of the catalogue the client's opCo rents out. */
export async function fetchCategories(api: ApiClient, session: Session): Promise<ProductCategory[]> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrlOverview}/catalogue/categories`);
  return productCategoryListSchema.parse(data).items;
}

export const categoriesQuery = (api: ApiClient, session: Session) =>
  queryOptions({ queryKey: orderKeys.categories(session.client.uuid), queryFn: () => fetchCategories(api, session), staleTime: 30 * 60_000 });

/** The catalogue's categories; the route's loader has already started the query. */
export const useCategories = (session: Session) => useSuspenseQuery(categoriesQuery(useApiClient(), session));
