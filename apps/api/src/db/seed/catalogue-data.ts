// The demo catalogue: 20 categories, each with a singular product noun in every language and a
// size series that makes 11 products per category (220 in all).
import type { LocalisedNames } from '../schema/catalogue';

type Six = [en: string, de: string, fr: string, nl: string, hu: string, pl: string];

interface CategorySpec {
  code: string;
  plural: Six;
  singular: Six;
  unit: string;
  sizes: number[];
}

/** nl-BE shares Dutch names with nl; fr-BE is French. */
export function localised([en, de, fr, nl, hu, pl]: Six): LocalisedNames {
  return { 'en-US': en, de, 'fr-BE': fr, nl, 'nl-BE': nl, hu, pl };
}

/**
 * A product's name with its size written as each language writes numbers: `Bouwhek 4,5 m` in
 * Dutch, `Fence panel 4.5 m` in English. No thousands separator: `Kompressor 16000 l/min` reads
 * as one size in every language (a German 16.000 would read as sixteen to an English eye).
 */
export function sizedNames(names: Six, size: number, unit: string): LocalisedNames {
  const name = localised(names);
  const sized = Object.entries(name).map(([locale, noun]) => {
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false }).format(size);
    return [locale, `${noun} ${number} ${unit}`];
  });
  return Object.fromEntries(sized) as LocalisedNames;
}

const series = (start: number, step: number) => Array.from({ length: 11 }, (_, i) => Math.round((start + i * step) * 10) / 10);

export const categorySpecs: CategorySpec[] = [
  { code: 'excavators', plural: ['Excavators', 'Bagger', 'Pelles', 'Graafmachines', 'Kotrógépek', 'Koparki'], singular: ['Excavator', 'Bagger', 'Pelle', 'Graafmachine', 'Kotrógép', 'Koparka'], unit: 't', sizes: series(1, 2.5) },
  { code: 'aerial-platforms', plural: ['Aerial work platforms', 'Arbeitsbühnen', 'Nacelles élévatrices', 'Hoogwerkers', 'Emelőkosaras gépek', 'Podnośniki koszowe'], singular: ['Aerial work platform', 'Arbeitsbühne', 'Nacelle', 'Hoogwerker', 'Emelőkosaras gép', 'Podnośnik koszowy'], unit: 'm', sizes: series(6, 4) },
  { code: 'telehandlers', plural: ['Telehandlers', 'Teleskoplader', 'Chariots télescopiques', 'Verreikers', 'Teleszkópos rakodók', 'Ładowarki teleskopowe'], singular: ['Telehandler', 'Teleskoplader', 'Chariot télescopique', 'Verreiker', 'Teleszkópos rakodó', 'Ładowarka teleskopowa'], unit: 'm', sizes: series(6, 1.5) },
  { code: 'generators', plural: ['Generators', 'Stromerzeuger', 'Groupes électrogènes', 'Aggregaten', 'Áramfejlesztők', 'Agregaty prądotwórcze'], singular: ['Generator', 'Stromerzeuger', 'Groupe électrogène', 'Aggregaat', 'Áramfejlesztő', 'Agregat prądotwórczy'], unit: 'kVA', sizes: series(5, 40) },
  { code: 'compressors', plural: ['Compressors', 'Kompressoren', 'Compresseurs', 'Compressoren', 'Kompresszorok', 'Sprężarki'], singular: ['Compressor', 'Kompressor', 'Compresseur', 'Compressor', 'Kompresszor', 'Sprężarka'], unit: 'l/min', sizes: series(1000, 1500) },
  { code: 'compaction', plural: ['Compaction equipment', 'Verdichtungstechnik', 'Compactage', 'Verdichtingsmaterieel', 'Tömörítő gépek', 'Sprzęt do zagęszczania'], singular: ['Plate compactor', 'Rüttelplatte', 'Plaque vibrante', 'Trilplaat', 'Lapvibrátor', 'Zagęszczarka'], unit: 'kg', sizes: series(60, 50) },
  { code: 'site-cabins', plural: ['Site cabins', 'Baucontainer', 'Bungalows de chantier', 'Bouwketen', 'Konténerek', 'Kontenery budowlane'], singular: ['Site cabin', 'Baucontainer', 'Bungalow de chantier', 'Bouwkeet', 'Konténer', 'Kontener budowlany'], unit: 'ft', sizes: series(8, 2) },
  { code: 'scaffolding', plural: ['Scaffolding', 'Gerüste', 'Échafaudages', 'Steigers', 'Állványok', 'Rusztowania'], singular: ['Scaffold tower', 'Rollgerüst', 'Échafaudage roulant', 'Rolsteiger', 'Gurulóállvány', 'Rusztowanie jezdne'], unit: 'm', sizes: series(2, 1) },
  { code: 'lighting', plural: ['Lighting towers', 'Lichtmasten', "Mâts d'éclairage", 'Lichtmasten', 'Világítótornyok', 'Maszty oświetleniowe'], singular: ['Lighting tower', 'Lichtmast', "Mât d'éclairage", 'Lichtmast', 'Világítótorony', 'Maszt oświetleniowy'], unit: 'W', sizes: series(400, 200) },
  { code: 'pumps', plural: ['Pumps', 'Pumpen', 'Pompes', 'Pompen', 'Szivattyúk', 'Pompy'], singular: ['Pump', 'Pumpe', 'Pompe', 'Pomp', 'Szivattyú', 'Pompa'], unit: 'm³/h', sizes: series(10, 30) },
  { code: 'heaters', plural: ['Heaters', 'Heizgeräte', 'Chauffages', 'Verwarming', 'Hősugárzók', 'Nagrzewnice'], singular: ['Heater', 'Heizgerät', 'Chauffage', 'Heater', 'Hősugárzó', 'Nagrzewnica'], unit: 'kW', sizes: series(10, 15) },
  { code: 'dumpers', plural: ['Dumpers', 'Dumper', 'Dumpers', 'Dumpers', 'Dömperek', 'Wozidła'], singular: ['Dumper', 'Dumper', 'Dumper', 'Dumper', 'Dömper', 'Wozidło'], unit: 't', sizes: series(1, 1) },
  { code: 'wheel-loaders', plural: ['Wheel loaders', 'Radlader', 'Chargeuses sur pneus', 'Wielladers', 'Homlokrakodók', 'Ładowarki kołowe'], singular: ['Wheel loader', 'Radlader', 'Chargeuse sur pneus', 'Wiellader', 'Homlokrakodó', 'Ładowarka kołowa'], unit: 't', sizes: series(2, 2) },
  { code: 'forklifts', plural: ['Forklifts', 'Gabelstapler', 'Chariots élévateurs', 'Heftrucks', 'Targoncák', 'Wózki widłowe'], singular: ['Forklift', 'Gabelstapler', 'Chariot élévateur', 'Heftruck', 'Targonca', 'Wózek widłowy'], unit: 't', sizes: series(1.5, 0.5) },
  { code: 'concrete', plural: ['Concrete tools', 'Betontechnik', 'Outillage béton', 'Betongereedschap', 'Betontechnika', 'Sprzęt do betonu'], singular: ['Concrete mixer', 'Betonmischer', 'Bétonnière', 'Betonmolen', 'Betonkeverő', 'Betoniarka'], unit: 'l', sizes: series(100, 50) },
  { code: 'power-tools', plural: ['Power tools', 'Elektrowerkzeuge', 'Outillage électroportatif', 'Elektrisch gereedschap', 'Elektromos kéziszerszámok', 'Elektronarzędzia'], singular: ['Breaker', 'Abbruchhammer', 'Brise-béton', 'Breekhamer', 'Bontókalapács', 'Młot wyburzeniowy'], unit: 'kg', sizes: series(5, 3) },
  { code: 'fencing', plural: ['Site fencing', 'Bauzäune', 'Clôtures de chantier', 'Bouwhekken', 'Építési kerítések', 'Ogrodzenia budowlane'], singular: ['Fence panel', 'Bauzaunelement', 'Panneau de clôture', 'Bouwhek', 'Kerítéselem', 'Panel ogrodzeniowy'], unit: 'm', sizes: series(2, 0.5) },
  { code: 'traffic', plural: ['Traffic management', 'Verkehrssicherung', 'Signalisation routière', 'Verkeersmaterieel', 'Forgalomtechnika', 'Oznakowanie drogowe'], singular: ['Traffic light set', 'Baustellenampel', 'Feu de chantier', 'Verkeerslichtinstallatie', 'Jelzőlámpa', 'Sygnalizacja świetlna'], unit: 'm', sizes: series(50, 50) },
  { code: 'cleaning', plural: ['Cleaning equipment', 'Reinigungsgeräte', 'Matériel de nettoyage', 'Reinigingsmaterieel', 'Takarítógépek', 'Sprzęt czyszczący'], singular: ['Pressure washer', 'Hochdruckreiniger', 'Nettoyeur haute pression', 'Hogedrukreiniger', 'Magasnyomású mosó', 'Myjka ciśnieniowa'], unit: 'bar', sizes: series(100, 25) },
  { code: 'lifting', plural: ['Lifting equipment', 'Hebetechnik', 'Levage', 'Hijsmaterieel', 'Emelőgépek', 'Sprzęt dźwigowy'], singular: ['Chain hoist', 'Kettenzug', 'Palan à chaîne', 'Kettingtakel', 'Láncos emelő', 'Wciągnik łańcuchowy'], unit: 't', sizes: series(0.5, 0.5) },
];

export const depotCities: Record<'nl' | 'be' | 'de' | 'pl' | 'hu', [city: string, postalCode: string, lat: number, lng: number][]> = {
  nl: [['Amsterdam', '1043 AB', 52.387, 4.838], ['Rotterdam', '3089 KN', 51.884, 4.418], ['Utrecht', '3542 AD', 52.108, 5.078]],
  be: [['Antwerpen', '2030', 51.247, 4.405], ['Gent', '9042', 51.104, 3.773], ['Bruxelles', '1120', 50.893, 4.392]],
  de: [['Berlin', '12057', 52.471, 13.461], ['Hamburg', '21107', 53.509, 9.991], ['München', '81829', 48.134, 11.694]],
  pl: [['Warszawa', '02-495', 52.195, 20.894], ['Kraków', '30-798', 50.012, 20.015], ['Gdańsk', '80-298', 54.387, 18.522]],
  hu: [['Budapest', '1097', 47.463, 19.097], ['Debrecen', '4031', 47.553, 21.599], ['Győr', '9027', 47.697, 17.666]],
};
