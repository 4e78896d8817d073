// The words printed on a document PDF, in the seven portal languages (the caller's preferred one).
import type { DocumentType, LanguageCode } from '@portal/shared-api-contract';

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
}

const en: PdfLabels = {
  type: { invoice: 'Invoice', credit_note: 'Credit note', delivery_note: 'Delivery note' },
  number: 'Number', date: 'Date', dueDate: 'Due date', customer: 'Customer', project: 'Project', order: 'Order',
  description: 'Description', quantity: 'Quantity', amount: 'Amount', total: 'Total',
  rentalServices: 'Rental services', deliveredEquipment: 'Equipment delivered', fleetNumber: 'fleet no.', vat: 'VAT no.',
};
const nl: PdfLabels = {
  type: { invoice: 'Factuur', credit_note: 'Creditnota', delivery_note: 'Afleverbon' },
  number: 'Nummer', date: 'Datum', dueDate: 'Vervaldatum', customer: 'Klant', project: 'Project', order: 'Order',
  description: 'Omschrijving', quantity: 'Aantal', amount: 'Bedrag', total: 'Totaal',
  rentalServices: 'Huurdiensten', deliveredEquipment: 'Geleverd materieel', fleetNumber: 'vlootnr.', vat: 'Btw-nr.',
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
  },
  'fr-BE': {
    type: { invoice: 'Facture', credit_note: 'Note de crédit', delivery_note: 'Bon de livraison' },
    number: 'Numéro', date: 'Date', dueDate: "Date d'échéance", customer: 'Client', project: 'Projet', order: 'Commande',
    description: 'Description', quantity: 'Quantité', amount: 'Montant', total: 'Total',
    rentalServices: 'Services de location', deliveredEquipment: 'Matériel livré', fleetNumber: 'n° de parc', vat: 'N° TVA',
  },
  hu: {
    type: { invoice: 'Számla', credit_note: 'Jóváíró számla', delivery_note: 'Szállítólevél' },
    number: 'Szám', date: 'Dátum', dueDate: 'Fizetési határidő', customer: 'Ügyfél', project: 'Projekt', order: 'Rendelés',
    description: 'Megnevezés', quantity: 'Mennyiség', amount: 'Összeg', total: 'Összesen',
    rentalServices: 'Bérleti szolgáltatások', deliveredEquipment: 'Kiszállított gépek', fleetNumber: 'leltári sz.', vat: 'Adószám',
  },
  pl: {
    type: { invoice: 'Faktura', credit_note: 'Faktura korygująca', delivery_note: 'Dowód dostawy' },
    number: 'Numer', date: 'Data', dueDate: 'Termin płatności', customer: 'Klient', project: 'Projekt', order: 'Zamówienie',
    description: 'Opis', quantity: 'Ilość', amount: 'Kwota', total: 'Razem',
    rentalServices: 'Usługi wynajmu', deliveredEquipment: 'Dostarczony sprzęt', fleetNumber: 'nr floty', vat: 'NIP',
  },
};
