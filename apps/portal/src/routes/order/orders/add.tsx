import { categoriesQuery, orderFormOptionsQuery, orderRefusalOf, productListQuery, type OrderRefusal } from '@portal/order-data-access';
import { NewOrderPage, OrderRefused } from '@portal/order-feature';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { RouteLoadError, RoutePending } from '../../../app/RouteStates';

/** The new-order flow; the form options answer 403 when the user may not order, and the page says why. */
export const Route = createFileRoute('/order/orders/add')({
  loader: ({ context: { services, session } }) =>
    Promise.all([
      services.queryClient.ensureQueryData(orderFormOptionsQuery(services.apiClient, session)),
      services.queryClient.ensureQueryData(categoriesQuery(services.apiClient, session)),
      // The catalogue's first page starts too, but a slow catalogue never holds up the form.
      void services.queryClient.prefetchQuery(productListQuery(services.apiClient, session, {})),
    ]),
  component: NewOrder,
  pendingComponent: RoutePending,
  errorComponent: NewOrderError,
});

function NewOrder() {
  return <NewOrderPage session={Route.useRouteContext().session} />;
}

function NewOrderError(props: ErrorComponentProps) {
  const reason = orderRefusalOf(props.error);
  return reason ? <Refused reason={reason} /> : <RouteLoadError {...props} />;
}

/** A blocked company gets the rental contact's phone and email (the shell's banner asks for the same). */
function Refused({ reason }: { reason: OrderRefusal }) {
  const { services, session } = Route.useRouteContext();
  const contact = useQuery({ ...services.queries.rentalContact(session.client.uuid), enabled: reason === 'client_blocked' });
  return <OrderRefused reason={reason} contact={contact.data} />;
}
