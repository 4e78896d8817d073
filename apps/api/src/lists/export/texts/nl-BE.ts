// The words of a list export in nl-BE: Dutch (nl.ts) with the Flemish words the portal uses.
import type { ExportTexts } from './export-texts';
import { nl } from './nl';

export const nlBE: ExportTexts = {
  ...nl,
  headers: {
    ...nl.headers,
    dueDate: 'Vervaldag', currency: 'Munt', offHireReference: 'Stopzettingsreferentie', poReference: 'Bestelbonnummer',
    lines: 'Lijnen', lastName: 'Familienaam', poNumber: 'Bestelbonnummer', street: 'Straat en nummer', city: 'Gemeente',
    defaultDelivery: 'Standaardleveringsadres',
  },
  codes: {
    ...nl.codes,
    contractStatus: { ...nl.codes.contractStatus, partly_off_hired: 'Gedeeltelijk stopgezet' },
    documentType: { ...nl.codes.documentType, delivery_note: 'Leveringsbon' },
    requestType: { ...nl.codes.requestType, off_hire: 'Huur stopzetten', breakdown: 'Defect', other: 'Andere' },
  },
};
