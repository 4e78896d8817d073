// Item names on e-invoice lines, in the seller's language: accounts payable books by them.
import type { DocumentLine } from '@portal/shared-api-contract';

type ServiceKind = Exclude<DocumentLine['kind'], 'rental'>;
const serviceNames: Record<ServiceKind, Record<string, string>> = {
  transport: { 'en-US': 'Transport', nl: 'Transport', 'nl-BE': 'Transport', 'fr-BE': 'Transport', de: 'Transport', pl: 'Transport', hu: 'Szállítás' },
  damage_waiver: {
    'en-US': 'Damage waiver', nl: 'Schadeafkoop', 'nl-BE': 'Schadeafkoop', 'fr-BE': 'Rachat de franchise', de: 'Haftungsbegrenzung',
    pl: 'Ograniczenie odpowiedzialności', hu: 'Kárfelelősség-korlátozás',
  },
};
const rentalFallback: Record<string, string> = { 'en-US': 'Rental', nl: 'Huur', 'nl-BE': 'Huur', 'fr-BE': 'Location', de: 'Miete', pl: 'Wynajem', hu: 'Bérlés' };

/** The line's item name: the product in `language` (else English), or the service's name. */
export function itemName(line: DocumentLine, language: string): string {
  if (line.kind === 'rental') {
    const names = line.productNames as Record<string, string> | null;
    return names?.[language] ?? names?.['en-US'] ?? rentalFallback[language] ?? 'Rental';
  }
  return serviceNames[line.kind][language] ?? serviceNames[line.kind]['en-US']!;
}
