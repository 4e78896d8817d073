import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { DocumentDetail } from '@portal/shared-api-contract';
import { DataList, DateText, Money } from '@portal/shared-ui';
import { Fact } from '../common/Fact';
import { documentLineColumns, vatPercent } from './document-line-columns';

/** Props of DocumentContent: the document with its content, and whether amounts may show. */
export interface DocumentContentProps {
  document: DocumentDetail;
  showPrices: boolean;
}

/** An invoice or credit note as it is booked: terms, reference, lines, VAT per rate, totals and who issued it. */
export function DocumentContent({ document: d, showPrices }: DocumentContentProps) {
  const { t, i18n } = useLingui();
  const { issuer } = d;
  const prices = showPrices && d.grossAmount !== null;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Fact label={t`Date`}><DateText value={d.date} /></Fact>
        <Fact label={t`Due date`}>{d.dueDate ? <DateText value={d.dueDate} /> : '—'}</Fact>
        {d.paymentTermsDays !== null && <Fact label={t`Payment terms`}>{t`${d.paymentTermsDays} days`}</Fact>}
        {d.paymentReference && <Fact label={t`Payment reference`}>{d.paymentReference}</Fact>}
        {d.poReference && <Fact label={t`PO reference`}>{d.poReference}</Fact>}
        {d.corrects && <Fact label={t`Corrects invoice`}>{d.corrects.number}</Fact>}
        <Fact label={t`Project`}>{d.projectName ?? '—'}</Fact>
      </SimpleGrid>
      <DataList items={d.lines} columns={documentLineColumns(i18n, d, prices)} rowKey={(l) => l.position} caption={t`Lines of ${d.number}`} />
      {prices && (
        <Table w="auto" ml="auto" aria-label={t`VAT and totals`} withRowBorders={false}>
          <Table.Tbody>
            {d.vatBreakdown.map((v) => (
              <Table.Tr key={v.vatRate}>
                <Table.Th scope="row" fw={400}>{t`VAT ${vatPercent(i18n, v.vatRate)} on`} <Money amount={v.netAmount} currency={d.currency} /></Table.Th>
                <Table.Td ta="right"><Money amount={v.vatAmount} currency={d.currency} /></Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr><Table.Th scope="row" fw={400}>{t`Net total`}</Table.Th><Table.Td ta="right"><Money amount={d.netAmount} currency={d.currency} /></Table.Td></Table.Tr>
            <Table.Tr><Table.Th scope="row" fw={400}>{t`VAT total`}</Table.Th><Table.Td ta="right"><Money amount={d.vatAmount} currency={d.currency} /></Table.Td></Table.Tr>
            <Table.Tr><Table.Th scope="row">{t`Total`}</Table.Th><Table.Td ta="right" fw={700}><Money amount={d.grossAmount} currency={d.currency} /></Table.Td></Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      {issuer.legalName && (
        <Stack gap={4}>
          <Title order={3} size="h5">{t`Issued by`}</Title>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {[issuer.legalName, issuer.street, `${issuer.postalCode ?? ''} ${issuer.city ?? ''}`.trim(), t`VAT number: ${issuer.vatNumber}`, `IBAN: ${issuer.iban}`, `BIC: ${issuer.bic}`].join('\n')}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
