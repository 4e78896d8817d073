// The words of a list export in pl: column headers and the labels of coded values.
// Taken from the portal's catalogues where the screen shows the same word, so a file says what the list says.
import type { ExportTexts } from './export-texts';

export const pl: ExportTexts = {
  headers: {
    contract: 'Umowa', status: 'Status', project: 'Projekt', productCode: 'Kod produktu', product: 'Produkt',
    fleetNumber: 'Numer floty', quantity: 'Ilość', onRent: 'Początek wynajmu', expectedOffRent: 'Przewidywany koniec wynajmu',
    offHired: 'Data zwrotu', rate: 'Stawka', ratePeriod: 'Okres stawki', number: 'Numer', type: 'Typ',
    date: 'Data', dueDate: 'Termin płatności', amount: 'Kwota', currency: 'Waluta', offHireReference: 'Numer referencyjny zakończenia wynajmu',
    concerns: 'Dotyczy', created: 'Utworzone', createdBy: 'Zgłaszający', placed: 'Złożone', placedBy: 'Zamawiający',
    poReference: 'Numer PO', start: 'Data rozpoczęcia', end: 'Data zakończenia', lines: 'Pozycje',
    total: 'Suma', id: 'ID', name: 'Nazwa', category: 'Kategoria', serial: 'Numer seryjny', location: 'Lokalizacja',
    latitude: 'Szerokość geograficzna', longitude: 'Długość geograficzna', inspectionDue: 'Termin przeglądu',
    ownedOrRented: 'Własny lub wynajęty', archived: 'Zarchiwizowane', firstName: 'Imię', lastName: 'Nazwisko',
    email: 'E-mail', roles: 'Role', invitedOn: 'Data zaproszenia', projectNumber: 'Numer projektu',
    address: 'Adres', poNumber: 'Numer PO', budget: 'Budżet', spent: 'Wydano', committed: 'Zaangażowano',
    remaining: 'Pozostało', jobTitle: 'Stanowisko', phone: 'Telefon', street: 'Ulica i numer', postalCode: 'Kod pocztowy',
    city: 'Miejscowość', country: 'Kraj', defaultDelivery: 'Domyślny adres dostawy',
    daysOverdue: 'Dni po terminie', outstanding: 'Do zapłaty', notDue: 'Niewymagalne', days1to30: '1–30 dni', days31to60: '31–60 dni', days61to90: '61–90 dni', daysOver90: 'Powyżej 90 dni',
    costToDate: 'Koszt do dziś', nextInvoiceDate: 'Następna faktura', nextInvoiceAmount: 'Kwota następnej faktury',
  },
  codes: {
    contractStatus: { open: 'Otwarte', partly_off_hired: 'Częściowo zakończone', closed: 'Zamknięte' },
    ratePeriod: { day: 'za dzień', week: 'za tydzień', four_weeks: 'za 4 tygodnie' },
    documentType: { invoice: 'Faktura', credit_note: 'Faktura korygująca', delivery_note: 'Dowód dostawy' },
    documentStatus: { open: 'Otwarte', paid: 'Opłacone', overdue: 'Po terminie' },
    requestType: { off_hire: 'Zakończenie wynajmu', extension: 'Przedłużenie wynajmu', breakdown: 'Awaria', damage: 'Szkoda', invoice_query: 'Pytanie dotyczące faktury', other: 'Inne' },
    requestStatus: { submitted: 'Przesłane', in_progress: 'W realizacji', done: 'Zrealizowane', rejected: 'Odrzucone' },
    orderStatus: { submitted: 'Przesłane', awaiting_approval: 'Oczekuje na zatwierdzenie', confirmed: 'Potwierdzone', delivered: 'Dostarczone', closed: 'Zamknięte', cancelled: 'Anulowane', rejected: 'Odrzucone' },
    memberStatus: { invited: 'Zaproszony', active: 'Aktywny', deactivated: 'Dezaktywowany' },
    ownership: { owned: 'Własny', rented: 'Wynajęty' },
  },
  yes: 'Tak',
  no: 'Nie',
};
