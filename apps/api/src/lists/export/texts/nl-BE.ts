// The words of a list export in nl-BE: column headers and the labels of coded values.
// Taken from the portal's catalogues where the screen shows the same word, so a file says what the list says.
import type { ExportTexts } from './export-texts';

export const nlBE: ExportTexts = {
  headers: {
    contract: 'Contract', status: 'Status', project: 'Project', productCode: 'Productcode', product: 'Product',
    fleetNumber: 'Vlootnummer', quantity: 'Aantal', onRent: 'Begin huur', expectedOffRent: 'Verwacht einde huur',
    offHired: 'Afgemeld op', rate: 'Tarief', ratePeriod: 'Tariefperiode', number: 'Nummer', type: 'Type',
    date: 'Datum', dueDate: 'Vervaldag', amount: 'Bedrag', currency: 'Munt', offHireReference: 'Stopzettingsreferentie',
    concerns: 'Betreft', created: 'Aangemaakt', createdBy: 'Aangemaakt door', placed: 'Geplaatst',
    placedBy: 'Geplaatst door', poReference: 'Bestelbonnummer', start: 'Begindatum', end: 'Einddatum',
    lines: 'Lijnen', total: 'Totaal', id: 'ID', name: 'Naam', category: 'Categorie', serial: 'Serienummer',
    location: 'Locatie', latitude: 'Breedtegraad', longitude: 'Lengtegraad', inspectionDue: 'Volgende keuring',
    ownedOrRented: 'Eigendom of gehuurd', archived: 'Gearchiveerd', firstName: 'Voornaam', lastName: 'Familienaam',
    email: 'E-mail', roles: 'Rollen', invitedOn: 'Uitgenodigd op', projectNumber: 'Projectnummer',
    address: 'Adres', poNumber: 'Bestelbonnummer', budget: 'Budget', spent: 'Besteed', committed: 'Vastgelegd',
    remaining: 'Resterend', jobTitle: 'Functie', phone: 'Telefoon', street: 'Straat en nummer', postalCode: 'Postcode',
    city: 'Gemeente', country: 'Land', defaultDelivery: 'Standaardleveringsadres',
  },
  codes: {
    contractStatus: { open: 'Open', partly_off_hired: 'Gedeeltelijk stopgezet', closed: 'Afgesloten' },
    ratePeriod: { day: 'per dag', week: 'per week', four_weeks: 'per 4 weken' },
    documentType: { invoice: 'Factuur', credit_note: 'Creditnota', delivery_note: 'Leveringsbon' },
    documentStatus: { open: 'Open', paid: 'Betaald', overdue: 'Vervallen' },
    requestType: { off_hire: 'Huur stopzetten', extension: 'Huur verlengen', breakdown: 'Defect', damage: 'Schade', invoice_query: 'Vraag over een factuur', other: 'Andere' },
    requestStatus: { submitted: 'Ingediend', in_progress: 'In behandeling', done: 'Afgehandeld', rejected: 'Afgewezen' },
    orderStatus: { submitted: 'Ingediend', awaiting_approval: 'Wacht op goedkeuring', confirmed: 'Bevestigd', delivered: 'Geleverd', closed: 'Afgesloten', cancelled: 'Geannuleerd', rejected: 'Afgewezen' },
    memberStatus: { invited: 'Uitgenodigd', active: 'Actief', deactivated: 'Gedeactiveerd' },
    ownership: { owned: 'Eigendom', rented: 'Gehuurd' },
  },
  yes: 'Ja',
  no: 'Nee',
};
