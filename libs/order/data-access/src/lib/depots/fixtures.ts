// Depots as GET /depots answers them, for tests of this domain: Amsterdam open on Saturday morning,
// Rotterdam closed at weekends.
import type { Depot, DepotsResponse } from '@portal/shared-api-contract';

const weekdayHours = { opens: '07:00', closes: '17:00' };

export const amsterdamDepot: Depot = {
  id: 1,
  name: 'Atlas Rental Amsterdam',
  street: 'Industrieweg 10',
  postalCode: '1043 AB',
  city: 'Amsterdam',
  country: 'NL',
  phone: '+31 20 555 0110',
  email: 'amsterdam@atlas-rental.nl',
  lat: 52.387,
  lng: 4.838,
  openingHours: { mon: weekdayHours, tue: weekdayHours, wed: weekdayHours, thu: weekdayHours, fri: { opens: '07:00', closes: '16:00' }, sat: { opens: '08:00', closes: '12:00' }, sun: null },
};

export const rotterdamDepot: Depot = {
  ...amsterdamDepot,
  id: 2,
  name: 'Atlas Rental Rotterdam',
  street: 'Industrieweg 17',
  postalCode: '3089 KN',
  city: 'Rotterdam',
  phone: '+31 10 555 0111',
  email: 'rotterdam@atlas-rental.nl',
  lat: 51.884,
  lng: 4.418,
  openingHours: { ...amsterdamDepot.openingHours, sat: null },
};

export const depotsResponse: DepotsResponse = { timeZone: 'Europe/Amsterdam', items: [amsterdamDepot, rotterdamDepot] };
