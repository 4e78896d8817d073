import { useLingui } from '@lingui/react/macro';
import { NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { productPageSize, useCategories, useProducts, type OrderDraft } from '@portal/order-data-access';
import type { Product } from '@portal/shared-api-contract';
import { orderLimits } from '@portal/shared-api-contract/vocabulary';
import type { Session } from '@portal/shared-data-access-http';
import { EmptyState, ErrorState, ListSkeleton, Paginator, TextFilter } from '@portal/shared-ui';
import { useState } from 'react';
import { productName } from '../common/product-name';
import { ProductCard } from './ProductCard';

/** Props of ProductCatalogue: the session, the draft (what is in the order) and how to add a product. */
export interface ProductCatalogueProps {
  session: Session;
  draft: OrderDraft;
  onAdd: (product: Product) => void;
}

/** Categories, `Search equipment` (on the server, once typing pauses) and a page of product cards. */
export function ProductCatalogue({ session, draft, onAdd }: ProductCatalogueProps) {
  const { t, i18n } = useLingui();
  const { data: categories } = useCategories(session);
  const [search, setSearch] = useState<{ categoryId?: number; q?: string; page?: number }>({});
  const products = useProducts(session, search);
  const full = draft.lines.length >= orderLimits.maxLines;
  const categoryOptions = [
    { value: '', label: t`All categories` },
    ...categories.map((c) => ({ value: String(c.id), label: productName(c.names, i18n.locale) })).sort((a, b) => a.label.localeCompare(b.label, i18n.locale)),
  ];
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label={t`Category`}
          data={categoryOptions}
          value={search.categoryId ? String(search.categoryId) : ''}
          onChange={(event) => setSearch((s) => ({ ...s, categoryId: Number(event.currentTarget.value) || undefined, page: undefined }))}
        />
        <TextFilter label={t`Search equipment`} value={search.q ?? ''} onChange={(q) => setSearch((s) => ({ ...s, q: q || undefined, page: undefined }))} />
      </SimpleGrid>
      {products.isPending ? (
        <ListSkeleton rows={3} />
      ) : products.isError ? (
        <ErrorState title={t`The equipment could not be loaded`} onRetry={() => void products.refetch()} />
      ) : products.data.total === 0 ? (
        <EmptyState title={t`No equipment matches`} description={t`Try another word or category.`} />
      ) : (
        <>
          <SimpleGrid component="ul" cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Equipment`} aria-busy={products.isPlaceholderData}>
            {products.data.items.map((product) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  currency={products.data.currency}
                  inOrder={draft.lines.find((l) => l.productId === product.id)?.quantity ?? 0}
                  canAdd={!full}
                  onAdd={() => onAdd(product)}
                />
              </li>
            ))}
          </SimpleGrid>
          <Paginator page={products.data.page} pageSize={productPageSize} total={products.data.total} onChange={(page) => setSearch((s) => ({ ...s, page }))} />
        </>
      )}
    </Stack>
  );
}
