// The words of a list export in hu: column headers and the labels of coded values.
// Taken from the portal's catalogues where the screen shows the same word, so a file says what the list says.
import type { ExportTexts } from './export-texts';

export const hu: ExportTexts = {
  headers: {
    contract: 'Szerződés', status: 'Állapot', project: 'Projekt', productCode: 'Termékkód', product: 'Termék',
    fleetNumber: 'Flottaszám', quantity: 'Mennyiség', onRent: 'Bérlés kezdete', expectedOffRent: 'Bérlés várható vége',
    offHired: 'Leadás dátuma', rate: 'Díj', ratePeriod: 'Díjidőszak', number: 'Szám', type: 'Típus',
    date: 'Dátum', dueDate: 'Fizetési határidő', amount: 'Összeg', currency: 'Pénznem', offHireReference: 'Leállítási hivatkozási szám',
    concerns: 'Érintett elem', created: 'Létrehozva', createdBy: 'Létrehozó', placed: 'Leadva', placedBy: 'Leadó személy',
    poReference: 'Megrendelésszám', start: 'Kezdő dátum', end: 'Záró dátum', lines: 'Tételek', total: 'Végösszeg',
    id: 'Azonosító', name: 'Név', category: 'Kategória', serial: 'Sorozatszám', location: 'Helyszín',
    latitude: 'Földrajzi szélesség', longitude: 'Földrajzi hosszúság', inspectionDue: 'Felülvizsgálat esedékessége',
    ownedOrRented: 'Saját vagy bérelt', archived: 'Archivált', firstName: 'Keresztnév', lastName: 'Vezetéknév',
    email: 'E-mail', roles: 'Szerepkörök', invitedOn: 'Meghívás dátuma', projectNumber: 'Projektszám',
    address: 'Cím', poNumber: 'Megrendelésszám', budget: 'Költségkeret', spent: 'Elköltött', committed: 'Lekötött',
    remaining: 'Fennmaradó', jobTitle: 'Beosztás', phone: 'Telefon', street: 'Utca, házszám', postalCode: 'Irányítószám',
    city: 'Település', country: 'Ország', defaultDelivery: 'Alapértelmezett szállítási cím',
    daysOverdue: 'Késedelmes napok', outstanding: 'Fennálló összeg', notDue: 'Nem esedékes', days1to30: '1–30 nap', days31to60: '31–60 nap', days61to90: '61–90 nap', daysOver90: '90 napon túl',
    costToDate: 'Eddigi költség', nextInvoiceDate: 'Következő számla', nextInvoiceAmount: 'Következő számla összege',
  },
  codes: {
    contractStatus: { open: 'Nyitott', partly_off_hired: 'Részben leállítva', closed: 'Lezárt' },
    ratePeriod: { day: '/ nap', week: '/ hét', four_weeks: '/ 4 hét' },
    documentType: { invoice: 'Számla', credit_note: 'Jóváírás', delivery_note: 'Szállítólevél' },
    documentStatus: { open: 'Nyitott', paid: 'Kifizetve', overdue: 'Lejárt' },
    requestType: { off_hire: 'Bérlés leállítása', extension: 'Bérlés meghosszabbítása', breakdown: 'Meghibásodás', damage: 'Kár', invoice_query: 'Kérdés egy számlával kapcsolatban', other: 'Egyéb' },
    requestStatus: { submitted: 'Elküldve', in_progress: 'Folyamatban', done: 'Elintézve', rejected: 'Elutasítva' },
    orderStatus: { submitted: 'Elküldve', awaiting_approval: 'Jóváhagyásra vár', confirmed: 'Visszaigazolva', delivered: 'Kiszállítva', closed: 'Lezárt', cancelled: 'Lemondva', rejected: 'Elutasítva' },
    memberStatus: { invited: 'Meghívva', active: 'Aktív', deactivated: 'Deaktiválva' },
    ownership: { owned: 'Saját', rented: 'Bérelt' },
  },
  yes: 'Igen',
  no: 'Nem',
};
