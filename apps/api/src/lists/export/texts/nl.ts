// The words of a list export in nl: column headers and the labels of coded values.
// Taken from the portal's catalogues where the screen shows the same word, so a file says what the list says.
import type { ExportTexts } from './export-texts';

export const nl: ExportTexts = {
  headers: {
    contract: 'Contract', status: 'Status', project: 'Project', productCode: 'Productcode', product: 'Product',
    fleetNumber: 'Vlootnummer', quantity: 'Aantal', onRent: 'Begin huur', expectedOffRent: 'Verwacht einde huur',
    offHired: 'Afgemeld op', rate: 'Tarief', ratePeriod: 'Tariefperiode', number: 'Nummer', type: 'Type',
    date: 'Datum', dueDate: 'Vervaldatum', amount: 'Bedrag', currency: 'Valuta', offHireReference: 'Afmeldreferentie',
    concerns: 'Betreft', created: 'Aangemaakt', createdBy: 'Aangemaakt door', placed: 'Geplaatst',
    placedBy: 'Geplaatst door', poReference: 'Inkoopordernummer', start: 'Begindatum', end: 'Einddatum',
    lines: 'Regels', total: 'Totaal', id: 'ID', name: 'Naam', category: 'Categorie', serial: 'Serienummer',
    location: 'Locatie', latitude: 'Breedtegraad', longitude: 'Lengtegraad', inspectionDue: 'Volgende keuring',
    ownedOrRented: 'Eigendom of gehuurd', archived: 'Gearchiveerd', firstName: 'Voornaam', lastName: 'Achternaam',
    email: 'E-mail', roles: 'Rollen', invitedOn: 'Uitgenodigd op', projectNumber: 'Projectnummer',
    address: 'Adres', poNumber: 'Inkoopordernummer', budget: 'Budget', spent: 'Besteed', committed: 'Vastgelegd',
    remaining: 'Resterend', jobTitle: 'Functie', phone: 'Telefoon', street: 'Straat en huisnummer',
    postalCode: 'Postcode', city: 'Plaats', country: 'Land', defaultDelivery: 'Standaardafleveradres',
    daysOverdue: 'Dagen te laat', outstanding: 'Openstaand', notDue: 'Niet vervallen', days1to30: '1–30 dagen', days31to60: '31–60 dagen', days61to90: '61–90 dagen', daysOver90: 'Meer dan 90 dagen',
    costToDate: 'Kosten tot nu toe', nextInvoiceDate: 'Volgende factuur', nextInvoiceAmount: 'Bedrag volgende factuur',
  },
  codes: {
    contractStatus: { open: 'Open', partly_off_hired: 'Gedeeltelijk afgemeld', closed: 'Afgesloten' },
    ratePeriod: { day: 'per dag', week: 'per week', four_weeks: 'per 4 weken' },
    documentType: { invoice: 'Factuur', credit_note: 'Creditnota', delivery_note: 'Leverbon' },
    documentStatus: { open: 'Open', paid: 'Betaald', overdue: 'Vervallen' },
    requestType: { off_hire: 'Huur stoppen (afmelding)', extension: 'Huur verlengen', breakdown: 'Storing', damage: 'Schade', invoice_query: 'Vraag over een factuur', other: 'Overig' },
    requestStatus: { submitted: 'Ingediend', in_progress: 'In behandeling', done: 'Afgehandeld', rejected: 'Afgewezen' },
    orderStatus: { submitted: 'Ingediend', awaiting_approval: 'Wacht op goedkeuring', confirmed: 'Bevestigd', delivered: 'Geleverd', closed: 'Afgesloten', cancelled: 'Geannuleerd', rejected: 'Afgewezen' },
    memberStatus: { invited: 'Uitgenodigd', active: 'Actief', deactivated: 'Gedeactiveerd' },
    ownership: { owned: 'Eigendom', rented: 'Gehuurd' },
  },
  yes: 'Ja',
  no: 'Nee',
};
