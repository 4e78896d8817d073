// The statement as an Excel workbook with the export kit (typed cells, the user's headers and
// formats, frozen header, widths): the items on the first sheet, the ageing per currency on the second.
import type { Readable } from 'node:stream';
import type { ExportColumn } from '../../../lists/export/columns';
import { exportLocale } from '../../../lists/export/locale';
import { exportTexts } from '../../../lists/export/texts/export-texts';
import { xlsxWorkbook } from '../../../lists/export/xlsx-export';
import { ageingBuckets } from './ageing';
import { statementLabels } from './labels';
import type { CurrencyAgeing, StatementData, StatementItem } from './load';

const itemColumns: ExportColumn<StatementItem>[] = [
  { key: 'number', type: 'text', value: (d) => d.number },
  { key: 'type', type: 'code', codes: 'documentType', value: (d) => d.type },
  { key: 'date', type: 'date', value: (d) => d.date },
  { key: 'dueDate', type: 'date', value: (d) => d.dueDate },
  { key: 'daysOverdue', type: 'number', value: (d) => d.daysOverdue },
  { key: 'outstanding', type: 'amount', value: (d) => d.amount, currency: (d) => d.currency },
  { key: 'currency', type: 'text', value: (d) => d.currency },
  { key: 'project', type: 'text', value: (d) => d.projectName },
];

const ageingColumns: ExportColumn<CurrencyAgeing>[] = [
  { key: 'currency', type: 'text', value: (a) => a.currency },
  ...ageingBuckets.map((b): ExportColumn<CurrencyAgeing> => ({ key: b.key, type: 'amount', value: (a) => a.buckets[b.key], currency: (a) => a.currency })),
  { key: 'total', type: 'amount', value: (a) => a.total, currency: (a) => a.currency },
];

/** Sheet names: at most 31 characters, none of `[]:*?/\`. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

async function* once<T>(rows: T[]): AsyncIterable<T[]> {
  yield rows;
}

export function renderStatementXlsx(s: StatementData): Readable {
  const labels = statementLabels[s.language];
  return xlsxWorkbook(exportLocale(s.language, s.opCo), exportTexts(s.language), async (addSheet) => {
    await addSheet(sheetName(labels.title), itemColumns, once(s.items));
    await addSheet(sheetName(labels.ageing), ageingColumns, once(s.ageing));
  });
}
