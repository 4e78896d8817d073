// The words of list exports in the seven portal languages, one typed table per language (as the
// mails do, mail/*-mail-texts.ts), English when the language is unknown.
import type {
  ContractStatus, DocumentStatus, DocumentType, LanguageCode, MemberStatus, OrderStatus, RatePeriod, RequestStatus, RequestType,
} from '@portal/shared-api-contract';
import { de } from './de';
import { enUS } from './en-US';
import { frBE } from './fr-BE';
import { hu } from './hu';
import { nl } from './nl';
import { nlBE } from './nl-BE';
import { pl } from './pl';

/** Every column header an export can have. */
export const headerKeys = [
  'contract', 'status', 'project', 'productCode', 'product', 'fleetNumber', 'quantity', 'onRent', 'expectedOffRent', 'offHired', 'rate',
  'ratePeriod', 'number', 'type', 'date', 'dueDate', 'amount', 'currency', 'offHireReference', 'concerns', 'created', 'createdBy', 'placed',
  'placedBy', 'poReference', 'start', 'end', 'lines', 'total', 'id', 'name', 'category', 'serial', 'location', 'latitude', 'longitude',
  'inspectionDue', 'ownedOrRented', 'archived', 'firstName', 'lastName', 'email', 'roles', 'invitedOn', 'projectNumber', 'address', 'poNumber',
  'budget', 'spent', 'committed', 'remaining', 'jobTitle', 'phone', 'street', 'postalCode', 'city', 'country', 'defaultDelivery',
  'daysOverdue', 'outstanding', 'notDue', 'days1to30', 'days31to60', 'days61to90', 'daysOver90',
  'costToDate', 'nextInvoiceDate', 'nextInvoiceAmount',
] as const;
export type HeaderKey = (typeof headerKeys)[number];

/** The closed lists whose values an export shows as words, not as codes. */
export interface CodeLabels {
  contractStatus: Record<ContractStatus, string>;
  ratePeriod: Record<RatePeriod, string>;
  documentType: Record<DocumentType, string>;
  documentStatus: Record<DocumentStatus, string>;
  requestType: Record<RequestType, string>;
  requestStatus: Record<RequestStatus, string>;
  orderStatus: Record<OrderStatus, string>;
  memberStatus: Record<MemberStatus, string>;
  ownership: Record<'owned' | 'rented', string>;
}
export type CodeSet = keyof CodeLabels;

export interface ExportTexts {
  headers: Record<HeaderKey, string>;
  codes: CodeLabels;
  yes: string;
  no: string;
}

const texts: Record<LanguageCode, ExportTexts> = { 'en-US': enUS, de, 'fr-BE': frBE, nl, 'nl-BE': nlBE, hu, pl };

export const exportTexts = (language: string): ExportTexts => texts[language as LanguageCode] ?? enUS;

/** Every language's header of a column (tests recognise a column in any language with it). */
export const headerInEveryLanguage = (key: HeaderKey): string[] => Object.values(texts).map((t) => t.headers[key]);
