import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { Product } from '@portal/shared-api-contract';
import { Money, wrappingLabel } from '@portal/shared-ui';
import { useId } from 'react';
import { ratePeriods } from '../common/labels';
import { productName } from '../common/product-name';

/** Props of ProductCard: the product, its currency, how many are in the order, and how to add one. */
export interface ProductCardProps {
  product: Product;
  currency: string;
  inOrder: number;
  /** False when the order is full (50 lines). */
  canAdd: boolean;
  onAdd: () => void;
}

/** One product of the catalogue: picture, name in the user's language, rates when visible, `Add to order`. */
export function ProductCard({ product, currency, inOrder, canAdd, onAdd }: ProductCardProps) {
  const { t, i18n } = useLingui();
  const nameId = useId();
  const { rates } = product;
  const rows = rates ? ([['day', rates.day], ['week', rates.week], ['four_weeks', rates.fourWeeks]] as const) : [];
  return (
    <Card component="article" aria-labelledby={nameId} withBorder padding="sm" h="100%">
      <Stack gap="xs" h="100%">
        {/* The name is right beside it: the picture adds nothing for a screen reader. */}
        <Image src={product.imageUrl ?? undefined} alt="" h={96} fit="contain" bg="gray.0" radius="sm" loading="lazy" fallbackSrc="/assets/products/fallback.svg" />
        <Text id={nameId} fw={700} lh={1.3}>{productName(product.names, i18n.locale)}</Text>
        <Text size="sm" c="dimmed">{product.code}</Text>
        {rows.length > 0 && (
          <Stack gap={0}>
            {rows.map(([period, amount]) => (
              <Text key={period} size="sm">
                <Text span fw={600}><Money amount={amount} currency={currency} /></Text> <Text span c="dimmed">{i18n._(ratePeriods[period])}</Text>
              </Text>
            ))}
          </Stack>
        )}
        {/* Wraps rather than cutting a long label ("Dodaj do zamówienia") or the badge. */}
        <Group mt="auto" justify="space-between" gap="xs" wrap="wrap">
          {inOrder > 0 ? <Badge variant="light">{t`In order: ${inOrder}`}</Badge> : <span />}
          <Button ml="auto" styles={wrappingLabel} onClick={onAdd} disabled={!canAdd && inOrder === 0}>{t`Add to order`}</Button>
        </Group>
      </Stack>
    </Card>
  );
}
