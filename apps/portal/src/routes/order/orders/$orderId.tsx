import { useLingui } from '@lingui/react/macro';
import { orderDetailQuery } from '@portal/order-data-access';
import { OrderDetailPage } from '@portal/order-feature';
import { isNotFound as isHttpNotFound } from '@portal/shared-data-access-http';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { RouteLoadError, RouteNotFound, RoutePending } from '../../../app/RouteStates';

/** Order ids are positive int4 numbers; anything else is not an order. */
const parseId = (value: string) => (/^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647 ? Number(value) : null);

/** One order; another company's id (the API answers 404) gets the same clear page as a wrong one. */
export const Route = createFileRoute('/order/orders/$orderId')({
  loader: async ({ context: { services, session }, params }) => {
    const id = parseId(params.orderId);
    if (id === null) throw notFound();
    try {
      await services.queryClient.ensureQueryData(orderDetailQuery(services.apiClient, session, id));
    } catch (error) {
      if (isHttpNotFound(error)) throw notFound();
      throw error;
    }
    return id;
  },
  component: Order,
  pendingComponent: RoutePending,
  errorComponent: RouteLoadError,
  notFoundComponent: OrderNotFound,
});

function Order() {
  return <OrderDetailPage session={Route.useRouteContext().session} orderId={Route.useLoaderData()} />;
}

function OrderNotFound() {
  const { t } = useLingui();
  return <RouteNotFound backTo="/order/orders" backLabel={t`Back to my orders`} />;
}
