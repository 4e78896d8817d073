// The words of a list export in de: column headers and the labels of coded values.
// Taken from the portal's catalogues where the screen shows the same word, so a file says what the list says.
import type { ExportTexts } from './export-texts';

export const de: ExportTexts = {
  headers: {
    contract: 'Vertrag', status: 'Status', project: 'Projekt', productCode: 'Artikelnummer', product: 'Produkt',
    fleetNumber: 'Flottennummer', quantity: 'Menge', onRent: 'Mietbeginn', expectedOffRent: 'Voraussichtliches Mietende',
    offHired: 'Abgemeldet am', rate: 'Preis', ratePeriod: 'Tarifzeitraum', number: 'Nummer', type: 'Typ',
    date: 'Datum', dueDate: 'Fälligkeitsdatum', amount: 'Betrag', currency: 'Währung', offHireReference: 'Abmeldereferenz',
    concerns: 'Betrifft', created: 'Erstellt', createdBy: 'Erstellt von', placed: 'Aufgegeben', placedBy: 'Aufgegeben von',
    poReference: 'Bestellreferenz', start: 'Startdatum', end: 'Enddatum', lines: 'Positionen', total: 'Gesamtbetrag',
    id: 'ID', name: 'Name', category: 'Kategorie', serial: 'Seriennummer', location: 'Standort',
    latitude: 'Breitengrad', longitude: 'Längengrad', inspectionDue: 'Nächste Prüfung', ownedOrRented: 'Eigentum oder Miete',
    archived: 'Archiviert', firstName: 'Vorname', lastName: 'Nachname', email: 'E-Mail', roles: 'Rollen',
    invitedOn: 'Eingeladen am', projectNumber: 'Projektnummer', address: 'Adresse', poNumber: 'Bestellnummer',
    budget: 'Budget', spent: 'Ausgegeben', committed: 'Gebunden', remaining: 'Verbleibend', jobTitle: 'Funktion',
    phone: 'Telefon', street: 'Straße und Hausnummer', postalCode: 'Postleitzahl', city: 'Ort', country: 'Land',
    defaultDelivery: 'Standard-Lieferadresse',
    daysOverdue: 'Tage überfällig', outstanding: 'Offener Betrag', notDue: 'Nicht fällig', days1to30: '1–30 Tage', days31to60: '31–60 Tage', days61to90: '61–90 Tage', daysOver90: 'Über 90 Tage',
    costToDate: 'Kosten bis heute', nextInvoiceDate: 'Nächste Rechnung', nextInvoiceAmount: 'Betrag nächste Rechnung',
  },
  codes: {
    contractStatus: { open: 'Offen', partly_off_hired: 'Teilweise abgemeldet', closed: 'Abgeschlossen' },
    ratePeriod: { day: 'pro Tag', week: 'pro Woche', four_weeks: 'pro 4 Wochen' },
    documentType: { invoice: 'Rechnung', credit_note: 'Gutschrift', delivery_note: 'Lieferschein' },
    documentStatus: { open: 'Offen', paid: 'Bezahlt', overdue: 'Überfällig' },
    requestType: { off_hire: 'Miete beenden (Abmeldung)', extension: 'Miete verlängern', breakdown: 'Störung', damage: 'Schaden', invoice_query: 'Frage zu einer Rechnung', other: 'Sonstiges' },
    requestStatus: { submitted: 'Übermittelt', in_progress: 'In Bearbeitung', done: 'Erledigt', rejected: 'Abgelehnt' },
    orderStatus: { submitted: 'Übermittelt', awaiting_approval: 'Wartet auf Freigabe', confirmed: 'Bestätigt', delivered: 'Geliefert', closed: 'Abgeschlossen', cancelled: 'Storniert', rejected: 'Abgelehnt' },
    memberStatus: { invited: 'Eingeladen', active: 'Aktiv', deactivated: 'Deaktiviert' },
    ownership: { owned: 'Eigentum', rented: 'Miete' },
  },
  yes: 'Ja',
  no: 'Nein',
};
