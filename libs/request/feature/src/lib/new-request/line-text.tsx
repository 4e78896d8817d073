// How a contract line reads everywhere in the forms: product (in the user's language) and fleet
// number first, then contract, project and what is on rent, and an earlier off-hire when there is one.
import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { RequestableLine } from '@portal/shared-api-contract';
import { DateText, Money } from '@portal/shared-ui';
import { productName } from '../common/product-name';

/** The line's name: product and fleet number. */
export function useLineName() {
  const { i18n } = useLingui();
  return (line: RequestableLine) => `${productName(line.productNames, i18n.locale)} · ${line.fleetNumber}`;
}

/** Props of LineFacts: the line. */
export interface LineFactsProps {
  line: RequestableLine;
}

/** Contract, project, on rent, until when, and an earlier off-hire. */
export function LineFacts({ line }: LineFactsProps) {
  const { t } = useLingui();
  const project = line.projectName ?? t`No project`;
  const offHire = line.offHire;
  return (
    <Stack gap={0} component="span">
      <Text component="span" size="sm">
        {t`Contract ${line.contractNumber}`} · {project} · {t`On rent: ${line.onRentQuantity} of ${line.quantity}`}
      </Text>
      <Text component="span" size="sm" c="dimmed">
        {t`Expected end`} <DateText value={line.expectedOffRentDate} />
      </Text>
      {offHire && (
        <Text component="span" size="sm" fw={600}>
          {t`Off-hire requested`}: <DateText value={offHire.date} />, {t`quantity ${offHire.quantity}`} ({offHire.reference})
        </Text>
      )}
    </Stack>
  );
}

/** Props of LineCost: the line and the currency of its figures. */
export interface LineCostProps {
  line: RequestableLine;
  currency: string;
}

/**
 * What the line has cost so far and its next invoice (issue 35), where the decision to stop or
 * extend it is made; without prices the API sends the date only.
 */
export function LineCost({ line, currency }: LineCostProps) {
  const { t } = useLingui();
  return (
    <Text component="span" size="sm">
      {line.costToDate !== null && <>{t`Cost to date`}: <Money amount={line.costToDate} currency={currency} /> · </>}
      {t`Next invoice`}: {line.nextInvoiceDate ? <DateText value={line.nextInvoiceDate} /> : '—'}
      {line.nextInvoiceAmount !== null && <> · <Money amount={line.nextInvoiceAmount} currency={currency} /></>}
    </Text>
  );
}
