import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OrderDraft } from '@portal/order-data-access';
import type { OrderFormOptions } from '@portal/shared-api-contract';
import type { ReactNode } from 'react';

/** Props of ReviewDetails: the draft, the PO reference it will carry and the form options. */
export interface ReviewDetailsProps {
  draft: OrderDraft;
  poReference: string;
  options: OrderFormOptions;
}

function Detail({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text component="dt" size="sm" c="dimmed">{label}</Text>
      {/* The address and the comment keep their line breaks; long words wrap at 360 px. */}
      <Text component="dd" m={0} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{children}</Text>
    </div>
  );
}

/** The order's details as they will be placed: project, PO reference, contact person, delivery address, comment. */
export function ReviewDetails({ draft, poReference, options }: ReviewDetailsProps) {
  const { t } = useLingui();
  const project = options.projects.find((p) => p.id === draft.projectId);
  const contact = options.contactPersons.find((c) => c.id === draft.contactPersonId);
  const address = options.addresses.find((a) => a.id === draft.addressId);
  const delivered = draft.lines.some((l) => l.deliveryMethod === 'delivery');
  return (
    <Stack component="section" gap="xs" aria-labelledby="review-details">
      <Title order={3} size="h4" id="review-details">{t`Order details`}</Title>
      <SimpleGrid component="dl" m={0} cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      <Detail label={t`Project`}>{project ? `${project.name} (${project.code})` : '—'}</Detail>
      <Detail label={t`PO reference`}>{poReference || '—'}</Detail>
      <Detail label={t`Contact person`}>{contact ? [contact.name, contact.email, contact.phone].filter(Boolean).join('\n') : '—'}</Detail>
      {(delivered || address) && (
        <Detail label={t`Delivery address`}>
          {address ? [address.label, address.street, `${address.postalCode} ${address.city}`, address.country].join('\n') : '—'}
        </Detail>
      )}
      {draft.comment.trim() && <Detail label={t`Comment`} wide>{draft.comment}</Detail>}
      </SimpleGrid>
    </Stack>
  );
}
