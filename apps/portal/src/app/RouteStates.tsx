// What a data route shows while it loads, when its data could not be loaded and when the object
// it asks for does not exist (or belongs to another company): never a blank page or a stack trace.
import { useLingui } from '@lingui/react/macro';
import { Anchor, Stack } from '@mantine/core';
import { describeFailure } from '@portal/shared-data-access-http';
import { ErrorState, ListSkeleton, PageHeader } from '@portal/shared-ui';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { reportError } from './error-reporter';

/** Placeholder rows while a route loads; `header`, the page's own heading, shows at once above them. */
export function RoutePending({ header }: { header?: ReactNode }) {
  return (
    <>
      {header}
      <ListSkeleton rows={8} />
    </>
  );
}

/** A failed load, reported once, with `Try again` loading the route afresh. */
export function RouteLoadError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const [reference] = useState(() => reportError(error));
  // Suspense queries remember their error until the boundary is reset.
  useEffect(() => queryReset.reset(), [queryReset]);
  const { t } = useLingui();
  const failure = describeFailure(error);
  const description =
    failure.kind === 'network'
      ? t`Check your connection and try again.`
      : failure.kind === 'problem' && failure.problem.status === 403
        ? t`You no longer have access to this for the company you are working for. Ask an administrator of your company.`
        : t`Please try again. If it keeps happening, quote reference ${reference} to us.`;
  return <ErrorState description={description} onRetry={() => void router.invalidate()} />;
}

/** The object of the URL is not there for this company. */
export function RouteNotFound({ backTo, backLabel }: { backTo: '/order/contracts' | '/order/documents' | '/order/orders' | '/request/requests' | '/asset/assets'; backLabel: string }) {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      <PageHeader title={t`Not found`} description={t`It does not exist, or it belongs to another company than the one you are working for.`} />
      <Anchor component={Link} to={backTo}>{backLabel}</Anchor>
    </Stack>
  );
}
