// The words of a statement of account that no list export has (its columns' headers are the
// export kit's, lists/export/texts), in the seven portal languages.
import type { LanguageCode } from '@portal/shared-api-contract';

export interface StatementLabels {
  /** Document title, and the items sheet's name. */
  title: string;
  asOf: string;
  /** The ageing block's heading, and its sheet's name. */
  ageing: string;
  totalOutstanding: string;
  nothingOutstanding: string;
  page: string;
}

const nl: StatementLabels = { title: 'Rekeningoverzicht', asOf: 'Per', ageing: 'Ouderdom', totalOutstanding: 'Totaal openstaand', nothingOutstanding: 'Er staat niets open.', page: 'Pagina' };

export const statementLabels: Record<LanguageCode, StatementLabels> = {
  'en-US': { title: 'Statement of account', asOf: 'As of', ageing: 'Ageing', totalOutstanding: 'Total outstanding', nothingOutstanding: 'Nothing is outstanding.', page: 'Page' },
  nl,
  'nl-BE': { ...nl, title: 'Rekeninguittreksel' },
  de: { title: 'Kontoauszug', asOf: 'Stand', ageing: 'Altersstruktur', totalOutstanding: 'Offener Gesamtbetrag', nothingOutstanding: 'Es ist nichts offen.', page: 'Seite' },
  'fr-BE': { title: 'Relevé de compte', asOf: 'Au', ageing: 'Ancienneté', totalOutstanding: 'Total à payer', nothingOutstanding: "Rien n'est en souffrance.", page: 'Page' },
  hu: { title: 'Folyószámla-kivonat', asOf: 'Fordulónap', ageing: 'Korosítás', totalOutstanding: 'Összes fennálló tartozás', nothingOutstanding: 'Nincs fennálló tétel.', page: 'Oldal' },
  pl: { title: 'Wyciąg z konta', asOf: 'Stan na', ageing: 'Struktura wiekowa', totalOutstanding: 'Razem do zapłaty', nothingOutstanding: 'Brak nierozliczonych pozycji.', page: 'Strona' },
};
