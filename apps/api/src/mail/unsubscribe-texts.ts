// The words of one-click unsubscribe (issue 34) in every portal language: the mail footer's link
// and the small page the link opens, naming the topic as the profile's Notifications section does.
import type { NotificationTopic } from '@portal/shared-api-contract';
import type { MailLanguage } from './order-mail-texts';

export interface UnsubscribeTexts {
  /** What the topic's mails are about, to fit "mails about …". */
  topics: Record<NotificationTopic, string>;
  link: (topic: string) => string;
  question: (topic: string) => string;
  button: string;
  done: (topic: string) => string;
  /** The part of `done` after the sentence: "Change this in", then the link to My profile. */
  change: string;
  profile: string;
  invalid: string;
}

const dutch: UnsubscribeTexts = {
  topics: {
    order_approvals: 'bestellingen die op uw goedkeuring wachten',
    order_outcomes: 'wat er met uw bestellingen gebeurt',
    off_hires: 'uw stopzettingen',
    request_updates: 'wijzigingen in uw aanvragen',
    invoices: 'facturen',
    inspections: 'keuringen',
    weekly_digest: 'het wekelijkse overzicht',
  },
  link: (t) => `Geen e-mails meer over ${t}`,
  question: (t) => `Geen e-mails meer over ${t}?`,
  button: 'Deze e-mails stoppen',
  done: (t) => `U krijgt geen e-mails meer over ${t}.`,
  change: 'Wijzig dit in',
  profile: 'Mijn profiel',
  invalid: 'Deze link is niet geldig.',
};

const texts: Record<MailLanguage, UnsubscribeTexts> = {
  'en-US': {
    topics: {
      order_approvals: 'orders waiting for your approval',
      order_outcomes: 'what became of your orders',
      off_hires: 'your stop rentals',
      request_updates: 'changes to your requests',
      invoices: 'invoices',
      inspections: 'inspections',
      weekly_digest: 'the weekly digest',
    },
    link: (t) => `Unsubscribe from mails about ${t}`,
    question: (t) => `Stop mails about ${t}?`,
    button: 'Stop these mails',
    done: (t) => `You will no longer get mails about ${t}.`,
    change: 'Change this in',
    profile: 'My profile',
    invalid: 'This link is not valid.',
  },
  de: {
    topics: {
      order_approvals: 'Bestellungen, die auf Ihre Freigabe warten',
      order_outcomes: 'den Stand Ihrer Bestellungen',
      off_hires: 'Ihre Abmeldungen',
      request_updates: 'Änderungen an Ihren Anfragen',
      invoices: 'Rechnungen',
      inspections: 'Prüfungen',
      weekly_digest: 'die Wochenübersicht',
    },
    link: (t) => `Keine E-Mails mehr über ${t}`,
    question: (t) => `Keine E-Mails mehr über ${t}?`,
    button: 'Diese E-Mails abbestellen',
    done: (t) => `Sie erhalten keine E-Mails mehr über ${t}.`,
    change: 'Ändern Sie dies unter',
    profile: 'Mein Profil',
    invalid: 'Dieser Link ist nicht gültig.',
  },
  'fr-BE': {
    topics: {
      order_approvals: 'les commandes en attente de votre approbation',
      order_outcomes: 'le suivi de vos commandes',
      off_hires: 'vos fins de location',
      request_updates: 'les changements de vos demandes',
      invoices: 'les factures',
      inspections: 'les inspections',
      weekly_digest: 'le récapitulatif hebdomadaire',
    },
    link: (t) => `Ne plus recevoir d’e-mails sur ${t}`,
    question: (t) => `Ne plus recevoir d’e-mails sur ${t} ?`,
    button: 'Arrêter ces e-mails',
    done: (t) => `Vous ne recevrez plus d’e-mails sur ${t}.`,
    change: 'Modifiez ce choix dans',
    profile: 'Mon profil',
    invalid: 'Ce lien n’est pas valide.',
  },
  nl: dutch,
  'nl-BE': dutch,
  hu: {
    topics: {
      order_approvals: 'a jóváhagyására váró rendelések',
      order_outcomes: 'a rendelései alakulása',
      off_hires: 'a bérlés-leállításai',
      request_updates: 'a kérései változásai',
      invoices: 'a számlák',
      inspections: 'az ellenőrzések',
      weekly_digest: 'a heti összefoglaló',
    },
    link: (t) => `Leiratkozás – ${t}`,
    question: (t) => `Nem kér több e-mailt erről: ${t}?`,
    button: 'E-mailek leállítása',
    done: (t) => `Nem kap több e-mailt erről: ${t}.`,
    change: 'Ezt itt módosíthatja:',
    profile: 'Saját profil',
    invalid: 'Ez a link nem érvényes.',
  },
  pl: {
    topics: {
      order_approvals: 'zamówienia czekające na Twoją akceptację',
      order_outcomes: 'losy Twoich zamówień',
      off_hires: 'Twoje zakończenia najmu',
      request_updates: 'zmiany w Twoich zgłoszeniach',
      invoices: 'faktury',
      inspections: 'przeglądy',
      weekly_digest: 'cotygodniowe podsumowanie',
    },
    link: (t) => `Wypisz się z wiadomości: ${t}`,
    question: (t) => `Nie wysyłać więcej wiadomości: ${t}?`,
    button: 'Zatrzymaj te wiadomości',
    done: (t) => `Nie będziesz już otrzymywać wiadomości: ${t}.`,
    change: 'Zmienisz to w',
    profile: 'Mój profil',
    invalid: 'Ten link jest nieprawidłowy.',
  },
};

export const unsubscribeTexts = (language: string): UnsubscribeTexts => texts[language as MailLanguage] ?? texts['en-US'];
