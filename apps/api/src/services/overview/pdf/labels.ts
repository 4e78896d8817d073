// The words printed on a document PDF, in the seven portal languages (the caller's preferred one).
import type { DocumentLineKind, DocumentType, LanguageCode } from '@portal/shared-api-contract';

/** A count of a line's unit in a language's plural forms (Intl.PluralRules categories). */
type UnitForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export interface PdfLabels {
  type: Record<DocumentType, string>;
  number: string;
  date: string;
  dueDate: string;
  customer: string;
  project: string;
  order: string;
  description: string;
  quantity: string;
  amount: string;
  total: string;
  rentalServices: string;
  deliveredEquipment: string;
  fleetNumber: string;
  vat: string;
  /** Service lines without a product. */
  kind: Record<Exclude<DocumentLineKind, 'rental'>, string>;
  unit: Record<'day' | 'week' | 'piece', UnitForms>;
  fleetColumn: string;
  period: string;
  duration: string;
  rate: string;
  net: string;
  vatRate: string;
  vatAmount: string;
  totalNet: string;
  totalVat: string;
  paymentTerms: string;
  /** "30 days net". */
  termsDays: (days: number) => string;
  paymentReference: string;
  bankAccount: string;
  corrects: string;
  scanToPay: string;
  page: (page: number, of: number) => string;
}

const en: PdfLabels = {
  type: { invoice: 'Invoice', credit_note: 'Credit note', delivery_note: 'Delivery note' },
  number: 'Number', date: 'Date', dueDate: 'Due date', customer: 'Customer', project: 'Project', order: 'Order',
  description: 'Description', quantity: 'Quantity', amount: 'Amount', total: 'Total',
  rentalServices: 'Rental services', deliveredEquipment: 'Equipment delivered', fleetNumber: 'fleet no.', vat: 'VAT no.',
  kind: { transport: 'Transport', damage_waiver: 'Damage waiver' },
  unit: { day: { one: 'day', other: 'days' }, week: { one: 'week', other: 'weeks' }, piece: { one: 'piece', other: 'pieces' } },
  fleetColumn: 'Fleet no.', period: 'Period', duration: 'Days/weeks', rate: 'Rate', net: 'Net amount',
  vatRate: 'VAT rate', vatAmount: 'VAT', totalNet: 'Total net', totalVat: 'Total VAT',
  paymentTerms: 'Payment terms', termsDays: (n) => `${n} days net`, paymentReference: 'Payment reference', bankAccount: 'Bank account',
  corrects: 'Corrects invoice', scanToPay: 'Scan to pay', page: (p, n) => `Page ${p} of ${n}`,
};
const nl: PdfLabels = {
  type: { invoice: 'Factuur', credit_note: 'Creditnota', delivery_note: 'Afleverbon' },
  number: 'Nummer', date: 'Datum', dueDate: 'Vervaldatum', customer: 'Klant', project: 'Project', order: 'Order',
  description: 'Omschrijving', quantity: 'Aantal', amount: 'Bedrag', total: 'Totaal',
  rentalServices: 'Huurdiensten', deliveredEquipment: 'Geleverd materieel', fleetNumber: 'vlootnr.', vat: 'Btw-nr.',
  kind: { transport: 'Transport', damage_waiver: 'Schadeafkoop' },
  unit: { day: { one: 'dag', other: 'dagen' }, week: { one: 'week', other: 'weken' }, piece: { one: 'stuk', other: 'stuks' } },
  fleetColumn: 'Vlootnr.', period: 'Periode', duration: 'Dagen/weken', rate: 'Tarief', net: 'Nettobedrag',
  vatRate: 'Btw-tarief', vatAmount: 'Btw', totalNet: 'Totaal netto', totalVat: 'Totaal btw',
  paymentTerms: 'Betalingstermijn', termsDays: (n) => `${n} dagen netto`, paymentReference: 'Betalingskenmerk', bankAccount: 'Bankrekening',
  corrects: 'Corrigeert factuur', scanToPay: 'Scan om te betalen', page: (p, n) => `Pagina ${p} van ${n}`,
};

export const pdfLabels: Record<LanguageCode, PdfLabels> = {
  'en-US': en,
  nl,
  'nl-BE': { ...nl, type: { invoice: 'Factuur', credit_note: 'Creditnota', delivery_note: 'Leveringsbon' } },
  de: {
    type: { invoice: 'Rechnung', credit_note: 'Gutschrift', delivery_note: 'Lieferschein' },
    number: 'Nummer', date: 'Datum', dueDate: 'Fällig am', customer: 'Kunde', project: 'Projekt', order: 'Auftrag',
    description: 'Beschreibung', quantity: 'Menge', amount: 'Betrag', total: 'Summe',
    rentalServices: 'Mietleistungen', deliveredEquipment: 'Geliefertes Gerät', fleetNumber: 'Inventar-Nr.', vat: 'USt-IdNr.',
    kind: { transport: 'Transport', damage_waiver: 'Haftungsbegrenzung' },
    unit: { day: { one: 'Tag', other: 'Tage' }, week: { one: 'Woche', other: 'Wochen' }, piece: { other: 'Stück' } },
    fleetColumn: 'Inventar-Nr.', period: 'Zeitraum', duration: 'Tage/Wochen', rate: 'Preis', net: 'Nettobetrag',
    vatRate: 'USt-Satz', vatAmount: 'USt', totalNet: 'Summe netto', totalVat: 'Summe USt',
    paymentTerms: 'Zahlungsbedingungen', termsDays: (n) => `${n} Tage netto`, paymentReference: 'Verwendungszweck', bankAccount: 'Bankverbindung',
    corrects: 'Korrigiert Rechnung', scanToPay: 'Zum Bezahlen scannen', page: (p, n) => `Seite ${p} von ${n}`,
  },
  'fr-BE': {
    type: { invoice: 'Facture', credit_note: 'Note de crédit', delivery_note: 'Bon de livraison' },
    number: 'Numéro', date: 'Date', dueDate: "Date d'échéance", customer: 'Client', project: 'Projet', order: 'Commande',
    description: 'Description', quantity: 'Quantité', amount: 'Montant', total: 'Total',
    rentalServices: 'Services de location', deliveredEquipment: 'Matériel livré', fleetNumber: 'n° de parc', vat: 'N° TVA',
    kind: { transport: 'Transport', damage_waiver: 'Limitation de responsabilité' },
    unit: { day: { one: 'jour', other: 'jours' }, week: { one: 'semaine', other: 'semaines' }, piece: { one: 'pièce', other: 'pièces' } },
    fleetColumn: 'N° de parc', period: 'Période', duration: 'Jours/semaines', rate: 'Tarif', net: 'Montant HTVA',
    vatRate: 'Taux de TVA', vatAmount: 'TVA', totalNet: 'Total HTVA', totalVat: 'Total TVA',
    paymentTerms: 'Conditions de paiement', termsDays: (n) => `${n} jours net`, paymentReference: 'Communication structurée', bankAccount: 'Compte bancaire',
    corrects: 'Corrige la facture', scanToPay: 'Scannez pour payer', page: (p, n) => `Page ${p} sur ${n}`,
  },
  hu: {
    type: { invoice: 'Számla', credit_note: 'Jóváíró számla', delivery_note: 'Szállítólevél' },
    number: 'Szám', date: 'Dátum', dueDate: 'Fizetési határidő', customer: 'Ügyfél', project: 'Projekt', order: 'Rendelés',
    description: 'Megnevezés', quantity: 'Mennyiség', amount: 'Összeg', total: 'Összesen',
    rentalServices: 'Bérleti szolgáltatások', deliveredEquipment: 'Kiszállított gépek', fleetNumber: 'leltári sz.', vat: 'Adószám',
    kind: { transport: 'Szállítás', damage_waiver: 'Kármentesítési díj' },
    unit: { day: { other: 'nap' }, week: { other: 'hét' }, piece: { other: 'db' } },
    fleetColumn: 'Leltári sz.', period: 'Időszak', duration: 'Nap/hét', rate: 'Egységár', net: 'Nettó összeg',
    vatRate: 'ÁFA-kulcs', vatAmount: 'ÁFA', totalNet: 'Nettó összesen', totalVat: 'ÁFA összesen',
    paymentTerms: 'Fizetési feltételek', termsDays: (n) => `${n} nap nettó`, paymentReference: 'Közlemény', bankAccount: 'Bankszámla',
    corrects: 'Helyesbített számla', scanToPay: 'Fizetéshez olvassa be', page: (p, n) => `${p}. oldal / ${n}`,
  },
  pl: {
    type: { invoice: 'Faktura', credit_note: 'Faktura korygująca', delivery_note: 'Dowód dostawy' },
    number: 'Numer', date: 'Data', dueDate: 'Termin płatności', customer: 'Klient', project: 'Projekt', order: 'Zamówienie',
    description: 'Opis', quantity: 'Ilość', amount: 'Kwota', total: 'Razem',
    rentalServices: 'Usługi wynajmu', deliveredEquipment: 'Dostarczony sprzęt', fleetNumber: 'nr floty', vat: 'NIP',
    kind: { transport: 'Transport', damage_waiver: 'Ograniczenie odpowiedzialności' },
    unit: { day: { one: 'dzień', other: 'dni' }, week: { one: 'tydzień', few: 'tygodnie', many: 'tygodni', other: 'tygodnia' }, piece: { one: 'sztuka', few: 'sztuki', many: 'sztuk', other: 'sztuki' } },
    fleetColumn: 'Nr floty', period: 'Okres', duration: 'Dni/tygodnie', rate: 'Stawka', net: 'Kwota netto',
    vatRate: 'Stawka VAT', vatAmount: 'VAT', totalNet: 'Razem netto', totalVat: 'Razem VAT',
    paymentTerms: 'Warunki płatności', termsDays: (n) => `${n} dni netto`, paymentReference: 'Tytuł przelewu', bankAccount: 'Rachunek bankowy',
    corrects: 'Koryguje fakturę', scanToPay: 'Zeskanuj, aby zapłacić', page: (p, n) => `Strona ${p} z ${n}`,
  },
};

/** "12 days", "1 week", "5 tygodni": a count with its unit in the language's plural form. */
export function unitCount(language: LanguageCode, labels: PdfLabels, unit: keyof PdfLabels['unit'], count: number): string {
  const forms = labels.unit[unit];
  return `${count} ${forms[new Intl.PluralRules(language).select(count)] ?? forms.other}`;
}
