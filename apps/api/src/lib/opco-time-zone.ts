// Where each opCo keeps its calendar: the day an order starts, when a digest goes out, how an
// export writes a time and when a security notice says something happened are all read there.
import type { Tenant } from '../auth/tenant';

const timeZones: Record<Tenant['opCo'], string> = {
  nl: 'Europe/Amsterdam',
  be: 'Europe/Brussels',
  de: 'Europe/Berlin',
  pl: 'Europe/Warsaw',
  hu: 'Europe/Budapest',
};

/** The IANA time zone of an opCo. */
export const timeZoneOf = (opCo: Tenant['opCo']): string => timeZones[opCo];
