import { Trans } from '@lingui/react/macro';
import { List, Stack, Text, Title } from '@mantine/core';
import { helpQueries, type HelpListSearch } from '@portal/help-data-access';
import { useApiClient } from '@portal/shared-data-access-http';
import { useSuspenseQuery } from '@tanstack/react-query';

/** Props of HelpListPage: the list's filters, validated by the route. */
export interface HelpListPageProps {
  search: HelpListSearch;
}

/** The help list. The route's loader has started the query (`ensureQueryData`); this reads it. */
export function HelpListPage({ search }: HelpListPageProps) {
  const { data } = useSuspenseQuery(helpQueries.list(useApiClient(), search));
  return (
    <Stack component="section" gap="md">
      <Title order={1}>
        <Trans>Help</Trans>
      </Title>
      {data.items.length ? (
        <List>
          {data.items.map((item) => (
            <List.Item key={item.id}>{item.name}</List.Item>
          ))}
        </List>
      ) : (
        <Text>
          <Trans>Nothing to show yet.</Trans>
        </Text>
      )}
    </Stack>
  );
}
