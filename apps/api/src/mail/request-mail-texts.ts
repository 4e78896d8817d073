// The stop-rental confirmation's words in every portal language (issue 34).
import type { MailLanguage } from './order-mail-texts';

export interface OffHireFacts {
  firstName: string;
  number: string;
  reference: string;
  date: string;
  client: string;
}

interface Texts {
  greeting: (f: OffHireFacts) => string;
  subject: (f: OffHireFacts) => string;
  body: (f: OffHireFacts) => string;
  labels: { reference: string; date: string; line: (quantity: number) => string; pickup: string; contact: string; access: string };
  action: string;
  footer: (f: OffHireFacts) => string;
}

const dutch: Texts = {
  greeting: (f) => `Beste ${f.firstName},`,
  subject: (f) => `Stopzetting ${f.reference} ontvangen`,
  body: (f) => `We hebben uw stopzetting ontvangen. De huur van wat hieronder staat stopt op ${f.date}; we halen het op of u brengt het terug zoals afgesproken.`,
  labels: { reference: 'Stopzettingsreferentie', date: 'Stopdatum', line: (q) => `${q} ×`, pickup: 'Ophaalvenster', contact: 'Contactpersoon ter plaatse', access: 'Toegangsinformatie' },
  action: 'Aanvraag openen',
  footer: (f) => `U ontvangt deze e-mail omdat u deze stopzetting voor ${f.client} hebt aangevraagd.`,
};

const texts: Record<MailLanguage, Texts> = {
  'en-US': {
    greeting: (f) => `Hello ${f.firstName},`,
    subject: (f) => `Stop rental ${f.reference} received`,
    body: (f) => `We received your stop rental. The rental of what is listed below stops on ${f.date}; we collect it or you return it as agreed.`,
    labels: { reference: 'Off-hire reference', date: 'Off-hire date', line: (q) => `${q} ×`, pickup: 'Pick-up window', contact: 'On-site contact', access: 'Access notes' },
    action: 'Open the request',
    footer: (f) => `You receive this mail because you stopped this rental for ${f.client}.`,
  },
  de: {
    greeting: (f) => `Guten Tag ${f.firstName},`,
    subject: (f) => `Mietende ${f.reference} erhalten`,
    body: (f) => `Wir haben Ihre Abmeldung erhalten. Die Miete der unten genannten Geräte endet am ${f.date}; wir holen sie ab oder Sie bringen sie wie vereinbart zurück.`,
    labels: { reference: 'Abmeldereferenz', date: 'Mietende', line: (q) => `${q} ×`, pickup: 'Abholzeitraum', contact: 'Ansprechpartner vor Ort', access: 'Hinweise zur Zufahrt' },
    action: 'Anfrage öffnen',
    footer: (f) => `Sie erhalten diese E-Mail, weil Sie diese Miete für ${f.client} beendet haben.`,
  },
  'fr-BE': {
    greeting: (f) => `Bonjour ${f.firstName},`,
    subject: (f) => `Fin de location ${f.reference} reçue`,
    body: (f) => `Nous avons reçu votre fin de location. La location de ce qui figure ci-dessous s'arrête le ${f.date} ; nous l'enlevons ou vous le rapportez comme convenu.`,
    labels: { reference: 'Référence de fin de location', date: 'Date de fin', line: (q) => `${q} ×`, pickup: "Créneau d'enlèvement", contact: 'Contact sur place', access: "Consignes d'accès" },
    action: 'Ouvrir la demande',
    footer: (f) => `Vous recevez cet e-mail parce que vous avez arrêté cette location pour ${f.client}.`,
  },
  nl: dutch,
  'nl-BE': dutch,
  hu: {
    greeting: (f) => `Kedves ${f.firstName}!`,
    subject: (f) => `A(z) ${f.reference} bérlet-leállítás megérkezett`,
    body: (f) => `Megkaptuk a bérlet leállítását. Az alább felsoroltak bérlése ekkor ér véget: ${f.date}; elszállítjuk, vagy Ön visszahozza a megbeszéltek szerint.`,
    labels: { reference: 'Leállítási hivatkozás', date: 'Leállítás napja', line: (q) => `${q} ×`, pickup: 'Elszállítási időablak', contact: 'Helyszíni kapcsolattartó', access: 'Megközelítési tudnivalók' },
    action: 'Kérés megnyitása',
    footer: (f) => `Azért kapja ezt az e-mailt, mert Ön állította le ezt a bérletet a(z) ${f.client} nevében.`,
  },
  pl: {
    greeting: (f) => `Dzień dobry ${f.firstName},`,
    subject: (f) => `Otrzymaliśmy zakończenie najmu ${f.reference}`,
    body: (f) => `Otrzymaliśmy Twoje zakończenie najmu. Najem poniższych pozycji kończy się ${f.date}; odbierzemy je lub zwrócisz je zgodnie z ustaleniami.`,
    labels: { reference: 'Numer zakończenia najmu', date: 'Data zakończenia', line: (q) => `${q} ×`, pickup: 'Okno odbioru', contact: 'Osoba kontaktowa na miejscu', access: 'Informacje o dojeździe' },
    action: 'Otwórz zgłoszenie',
    footer: (f) => `Otrzymujesz tę wiadomość, ponieważ zakończyłeś(-aś) ten najem dla firmy ${f.client}.`,
  },
};

export const requestMailTexts = (language: string): Texts => texts[language as MailLanguage] ?? texts['en-US'];
