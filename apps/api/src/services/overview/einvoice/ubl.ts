// One invoice or credit note as a Peppol BIS Billing 3.0 (EN 16931) UBL 2.1 document. Built with
// xmlbuilder2 (escaping and namespaces by the library, ADR 0020); element order follows the UBL
// 2.1 schema. Amounts come from the stored totals, lines and VAT breakdown as they are: if they did
// not add up, the EN 16931 rules (BR-CO-*) in the test suite would reject the file.
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { DocumentDetail } from '@portal/shared-api-contract';
import { itemName } from './names';
import type { Parties, Party } from './parties';

const NS = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};
export const PEPPOL_CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** UNTDID 4461: SEPA credit transfer for euro, plain credit transfer otherwise. */
const paymentMeansCode = (currency: string) => (currency === 'EUR' ? '58' : '30');
/** UN/ECE Rec 20: a rental line is billed per day or week, a service per piece. */
const unitCodes = { day: 'DAY', week: 'WEE', piece: 'C62' } as const;

/** A credit note's stored amounts are negative; UBL states a credit note's amounts positive. */
const amount = (value: string | null) => Math.abs(Number(value ?? 'NaN')).toFixed(2);

type Node = XMLBuilder;
const cbc = (parent: Node, name: string, text: string, attributes: Record<string, string> = {}) =>
  parent.ele(NS.cbc, `cbc:${name}`, attributes).txt(text);
const cac = (parent: Node, name: string) => parent.ele(NS.cac, `cac:${name}`);

function party(parent: Node, role: 'AccountingSupplierParty' | 'AccountingCustomerParty', p: Party, contact?: Parties['seller']): void {
  const node = cac(cac(parent, role), 'Party');
  cbc(node, 'EndpointID', p.endpointId!, { schemeID: p.endpointScheme! });
  cbc(cac(node, 'PartyName'), 'Name', contact?.tradingName ?? p.name);
  const address = cac(node, 'PostalAddress');
  cbc(address, 'StreetName', p.street!);
  cbc(address, 'CityName', p.city!);
  cbc(address, 'PostalZone', p.postalCode!);
  cbc(cac(address, 'Country'), 'IdentificationCode', p.countryCode!);
  const tax = cac(node, 'PartyTaxScheme');
  cbc(tax, 'CompanyID', p.vatNumber!);
  cbc(cac(tax, 'TaxScheme'), 'ID', 'VAT');
  const legal = cac(node, 'PartyLegalEntity');
  cbc(legal, 'RegistrationName', p.name);
  if (p.registrationNumber) cbc(legal, 'CompanyID', p.registrationNumber, p.registrationScheme ? { schemeID: p.registrationScheme } : {});
  if (contact) {
    const c = cac(node, 'Contact');
    cbc(c, 'Name', contact.tradingName);
    cbc(c, 'Telephone', contact.phone);
    cbc(c, 'ElectronicMail', contact.email);
  }
}

function taxCategory(parent: Node, name: 'TaxCategory' | 'ClassifiedTaxCategory', rate: string): void {
  const category = cac(parent, name);
  cbc(category, 'ID', 'S');
  cbc(category, 'Percent', Number(rate).toFixed(2));
  cbc(cac(category, 'TaxScheme'), 'ID', 'VAT');
}

/** The document as UBL XML; `doc` must carry its amounts (a caller who sees prices) and not be a delivery note. */
export function buildUbl(doc: DocumentDetail, parties: Parties): string {
  const credit = doc.type === 'credit_note';
  const root = credit ? 'CreditNote' : 'Invoice';
  const currencyID = doc.currency;
  const money = (parent: Node, name: string, value: string | null) => cbc(parent, name, amount(value), { currencyID });
  const xml = create({ version: '1.0', encoding: 'UTF-8' }).ele(NS[root], root)
    .att('http://www.w3.org/2000/xmlns/', 'xmlns:cac', NS.cac)
    .att('http://www.w3.org/2000/xmlns/', 'xmlns:cbc', NS.cbc);
  cbc(xml, 'CustomizationID', PEPPOL_CUSTOMIZATION);
  cbc(xml, 'ProfileID', PEPPOL_PROFILE);
  cbc(xml, 'ID', doc.number);
  cbc(xml, 'IssueDate', doc.date);
  if (!credit && doc.dueDate) cbc(xml, 'DueDate', doc.dueDate);
  cbc(xml, credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode', credit ? '381' : '380');
  cbc(xml, 'DocumentCurrencyCode', currencyID);
  // BT-10: what the buyer books against; the project when there is one (Peppol needs this or an order reference).
  cbc(xml, 'BuyerReference', doc.projectName ?? doc.number);
  if (doc.corrects) cbc(cac(cac(xml, 'BillingReference'), 'InvoiceDocumentReference'), 'ID', doc.corrects.number);
  party(xml, 'AccountingSupplierParty', parties.seller, parties.seller);
  party(xml, 'AccountingCustomerParty', parties.buyer);

  const means = cac(xml, 'PaymentMeans');
  cbc(means, 'PaymentMeansCode', paymentMeansCode(currencyID));
  if (credit && doc.dueDate) cbc(means, 'PaymentDueDate', doc.dueDate);
  if (doc.paymentReference) cbc(means, 'PaymentID', doc.paymentReference);
  if (doc.issuer.iban) {
    const account = cac(means, 'PayeeFinancialAccount');
    cbc(account, 'ID', doc.issuer.iban);
    cbc(account, 'Name', parties.seller.name);
    if (doc.issuer.bic) cbc(cac(account, 'FinancialInstitutionBranch'), 'ID', doc.issuer.bic);
  }
  if (doc.paymentTermsDays !== null) cbc(cac(xml, 'PaymentTerms'), 'Note', `Net ${doc.paymentTermsDays} days`);

  const taxTotal = cac(xml, 'TaxTotal');
  money(taxTotal, 'TaxAmount', doc.vatAmount);
  for (const vat of doc.vatBreakdown) {
    const subtotal = cac(taxTotal, 'TaxSubtotal');
    money(subtotal, 'TaxableAmount', vat.netAmount);
    money(subtotal, 'TaxAmount', vat.vatAmount);
    taxCategory(subtotal, 'TaxCategory', vat.vatRate);
  }
  const totals = cac(xml, 'LegalMonetaryTotal');
  money(totals, 'LineExtensionAmount', doc.netAmount);
  money(totals, 'TaxExclusiveAmount', doc.netAmount);
  money(totals, 'TaxInclusiveAmount', doc.grossAmount);
  money(totals, 'PayableAmount', doc.grossAmount);

  for (const line of doc.lines) {
    const node = cac(xml, credit ? 'CreditNoteLine' : 'InvoiceLine');
    cbc(node, 'ID', String(line.position));
    cbc(node, credit ? 'CreditedQuantity' : 'InvoicedQuantity', String(line.quantity * line.unitCount), { unitCode: unitCodes[line.unit] });
    money(node, 'LineExtensionAmount', line.netAmount);
    if (line.periodFrom && line.periodTo) {
      const period = cac(node, 'InvoicePeriod');
      cbc(period, 'StartDate', line.periodFrom);
      cbc(period, 'EndDate', line.periodTo);
    }
    const item = cac(node, 'Item');
    cbc(item, 'Name', itemName(line, parties.seller.language));
    if (line.fleetNumber) cbc(cac(item, 'SellersItemIdentification'), 'ID', line.fleetNumber);
    taxCategory(item, 'ClassifiedTaxCategory', line.vatRate);
    money(cac(node, 'Price'), 'PriceAmount', line.rate);
  }
  return xml.end({ prettyPrint: true });
}
