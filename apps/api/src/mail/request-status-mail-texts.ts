// The words of a request's status change in every portal language (issue 34).
import type { MailLanguage } from './order-mail-texts';

export type RequestStatusKind = 'in_progress' | 'done' | 'rejected';

export interface RequestStatusFacts {
  firstName: string;
  number: string;
  client: string;
}

interface Texts {
  greeting: (f: RequestStatusFacts) => string;
  subject: Record<RequestStatusKind, (f: RequestStatusFacts) => string>;
  body: Record<RequestStatusKind, (f: RequestStatusFacts) => string>;
  labels: { number: string; status: string; reason: string };
  status: Record<RequestStatusKind, string>;
  action: string;
  footer: (f: RequestStatusFacts) => string;
}

const dutch: Texts = {
  greeting: (f) => `Beste ${f.firstName},`,
  subject: {
    in_progress: (f) => `Aanvraag ${f.number} is in behandeling`,
    done: (f) => `Aanvraag ${f.number} is afgehandeld`,
    rejected: (f) => `Aanvraag ${f.number} is afgewezen`,
  },
  body: {
    in_progress: (f) => `We zijn met uw aanvraag ${f.number} bezig.`,
    done: (f) => `We hebben uw aanvraag ${f.number} afgehandeld.`,
    rejected: (f) => `We hebben uw aanvraag ${f.number} afgewezen. Hieronder staat waarom.`,
  },
  labels: { number: 'Aanvraag', status: 'Status', reason: 'Reden' },
  status: { in_progress: 'In behandeling', done: 'Afgehandeld', rejected: 'Afgewezen' },
  action: 'Aanvraag openen',
  footer: (f) => `U ontvangt deze e-mail omdat u deze aanvraag voor ${f.client} hebt ingediend.`,
};

const texts: Record<MailLanguage, Texts> = {
  'en-US': {
    greeting: (f) => `Hello ${f.firstName},`,
    subject: {
      in_progress: (f) => `Request ${f.number} is in progress`,
      done: (f) => `Request ${f.number} is done`,
      rejected: (f) => `Request ${f.number} was rejected`,
    },
    body: {
      in_progress: (f) => `We are working on your request ${f.number}.`,
      done: (f) => `We have completed your request ${f.number}.`,
      rejected: (f) => `We rejected your request ${f.number}. The reason is below.`,
    },
    labels: { number: 'Request', status: 'Status', reason: 'Reason' },
    status: { in_progress: 'In progress', done: 'Done', rejected: 'Rejected' },
    action: 'Open the request',
    footer: (f) => `You receive this mail because you raised this request for ${f.client}.`,
  },
  de: {
    greeting: (f) => `Guten Tag ${f.firstName},`,
    subject: {
      in_progress: (f) => `Anfrage ${f.number} wird bearbeitet`,
      done: (f) => `Anfrage ${f.number} ist erledigt`,
      rejected: (f) => `Anfrage ${f.number} wurde abgelehnt`,
    },
    body: {
      in_progress: (f) => `Wir bearbeiten Ihre Anfrage ${f.number}.`,
      done: (f) => `Wir haben Ihre Anfrage ${f.number} erledigt.`,
      rejected: (f) => `Wir haben Ihre Anfrage ${f.number} abgelehnt. Den Grund finden Sie unten.`,
    },
    labels: { number: 'Anfrage', status: 'Status', reason: 'Grund' },
    status: { in_progress: 'In Bearbeitung', done: 'Erledigt', rejected: 'Abgelehnt' },
    action: 'Anfrage öffnen',
    footer: (f) => `Sie erhalten diese E-Mail, weil Sie diese Anfrage für ${f.client} gestellt haben.`,
  },
  'fr-BE': {
    greeting: (f) => `Bonjour ${f.firstName},`,
    subject: {
      in_progress: (f) => `La demande ${f.number} est en cours de traitement`,
      done: (f) => `La demande ${f.number} est traitée`,
      rejected: (f) => `La demande ${f.number} a été refusée`,
    },
    body: {
      in_progress: (f) => `Nous traitons votre demande ${f.number}.`,
      done: (f) => `Nous avons traité votre demande ${f.number}.`,
      rejected: (f) => `Nous avons refusé votre demande ${f.number}. Le motif figure ci-dessous.`,
    },
    labels: { number: 'Demande', status: 'Statut', reason: 'Motif' },
    status: { in_progress: 'En cours', done: 'Traitée', rejected: 'Refusée' },
    action: 'Ouvrir la demande',
    footer: (f) => `Vous recevez cet e-mail parce que vous avez introduit cette demande pour ${f.client}.`,
  },
  nl: dutch,
  'nl-BE': dutch,
  hu: {
    greeting: (f) => `Kedves ${f.firstName}!`,
    subject: {
      in_progress: (f) => `A(z) ${f.number} kérés feldolgozás alatt`,
      done: (f) => `A(z) ${f.number} kérés elkészült`,
      rejected: (f) => `A(z) ${f.number} kérést elutasították`,
    },
    body: {
      in_progress: (f) => `Foglalkozunk a(z) ${f.number} kérésével.`,
      done: (f) => `Elvégeztük a(z) ${f.number} kérését.`,
      rejected: (f) => `Elutasítottuk a(z) ${f.number} kérését. Az indokot alább találja.`,
    },
    labels: { number: 'Kérés', status: 'Állapot', reason: 'Indok' },
    status: { in_progress: 'Folyamatban', done: 'Kész', rejected: 'Elutasítva' },
    action: 'Kérés megnyitása',
    footer: (f) => `Azért kapja ezt az e-mailt, mert Ön nyújtotta be ezt a kérést a(z) ${f.client} nevében.`,
  },
  pl: {
    greeting: (f) => `Dzień dobry ${f.firstName},`,
    subject: {
      in_progress: (f) => `Zgłoszenie ${f.number} jest w realizacji`,
      done: (f) => `Zgłoszenie ${f.number} zostało zrealizowane`,
      rejected: (f) => `Zgłoszenie ${f.number} zostało odrzucone`,
    },
    body: {
      in_progress: (f) => `Zajmujemy się Twoim zgłoszeniem ${f.number}.`,
      done: (f) => `Zrealizowaliśmy Twoje zgłoszenie ${f.number}.`,
      rejected: (f) => `Odrzuciliśmy Twoje zgłoszenie ${f.number}. Powód znajdziesz poniżej.`,
    },
    labels: { number: 'Zgłoszenie', status: 'Status', reason: 'Powód' },
    status: { in_progress: 'W realizacji', done: 'Zrealizowane', rejected: 'Odrzucone' },
    action: 'Otwórz zgłoszenie',
    footer: (f) => `Otrzymujesz tę wiadomość, ponieważ złożyłeś(-aś) to zgłoszenie dla firmy ${f.client}.`,
  },
};

export const requestStatusMailTexts = (language: string): Texts => texts[language as MailLanguage] ?? texts['en-US'];
