import { useLingui } from '@lingui/react';
import { formatMoney, resolveLocale } from '@portal/shared-util-i18n';

/** Props of Money: an amount (decimal string or number, as the API sends it) and its currency. */
export interface MoneyProps {
  amount: string | number | null | undefined;
  currency: string;
}

/** An amount in the user's locale; nothing at all when there is none (a missing price is not zero). */
export function Money({ amount, currency }: MoneyProps) {
  const { i18n } = useLingui();
  if (amount === null || amount === undefined || amount === '') return null;
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return null;
  return <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatMoney(value, currency, resolveLocale(i18n.locale))}</span>;
}
