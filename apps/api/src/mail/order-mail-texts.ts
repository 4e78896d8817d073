// The order mails' words in every portal language (issue 34): who waits for an approval, and what
// became of an order. Values are filled in by order-mails.ts; the layout escapes them.

export type OrderMailKind = 'approval_needed' | 'approved' | 'rejected' | 'cancelled';
export type MailLanguage = 'en-US' | 'de' | 'fr-BE' | 'nl' | 'nl-BE' | 'hu' | 'pl';

/** What the texts are about. */
export interface OrderMailFacts {
  firstName: string;
  number: string;
  project: string;
  client: string;
  /** The amount in the recipient's format and the opCo's currency. */
  amount: string;
  /** Who placed it (approval) or who decided (outcome). */
  actor: string;
  reason: string | null;
}

interface Texts {
  greeting: (f: OrderMailFacts) => string;
  subject: Record<OrderMailKind, (f: OrderMailFacts) => string>;
  body: Record<OrderMailKind, (f: OrderMailFacts) => string>;
  labels: { number: string; project: string; amount: string; reason: string };
  review: string;
  open: string;
  footerApprover: (f: OrderMailFacts) => string;
  footerOrderer: (f: OrderMailFacts) => string;
}

const dutch: Texts = {
  greeting: (f) => `Beste ${f.firstName},`,
  subject: {
    approval_needed: (f) => `Order ${f.number} wacht op uw goedkeuring`,
    approved: (f) => `Order ${f.number} is goedgekeurd`,
    rejected: (f) => `Order ${f.number} is afgewezen`,
    cancelled: (f) => `Order ${f.number} is geannuleerd`,
  },
  body: {
    approval_needed: (f) => `${f.actor} heeft order ${f.number} voor ${f.project} geplaatst. Het bedrag ligt boven het goedkeuringsbedrag van uw bedrijf; de order wacht op uw beslissing.`,
    approved: (f) => `${f.actor} heeft uw order ${f.number} voor ${f.project} goedgekeurd. De order gaat nu naar het verhuurbedrijf.`,
    rejected: (f) => `${f.actor} heeft uw order ${f.number} voor ${f.project} afgewezen.`,
    cancelled: (f) => `${f.actor} heeft uw order ${f.number} voor ${f.project} geannuleerd.`,
  },
  labels: { number: 'Order', project: 'Project', amount: 'Bedrag', reason: 'Reden' },
  review: 'Order beoordelen',
  open: 'Order openen',
  footerApprover: (f) => `U ontvangt deze e-mail omdat u orders van ${f.client} mag goedkeuren.`,
  footerOrderer: (f) => `U ontvangt deze e-mail omdat u deze order voor ${f.client} hebt geplaatst.`,
};

const texts: Record<MailLanguage, Texts> = {
  'en-US': {
    greeting: (f) => `Hello ${f.firstName},`,
    subject: {
      approval_needed: (f) => `Order ${f.number} waits for your approval`,
      approved: (f) => `Order ${f.number} was approved`,
      rejected: (f) => `Order ${f.number} was rejected`,
      cancelled: (f) => `Order ${f.number} was cancelled`,
    },
    body: {
      approval_needed: (f) => `${f.actor} placed order ${f.number} for ${f.project}. It is above your company's approval amount and waits for your decision.`,
      approved: (f) => `${f.actor} approved your order ${f.number} for ${f.project}. It now goes to the rental company.`,
      rejected: (f) => `${f.actor} rejected your order ${f.number} for ${f.project}.`,
      cancelled: (f) => `${f.actor} cancelled your order ${f.number} for ${f.project}.`,
    },
    labels: { number: 'Order', project: 'Project', amount: 'Amount', reason: 'Reason' },
    review: 'Review the order',
    open: 'Open the order',
    footerApprover: (f) => `You receive this mail because you may approve orders of ${f.client}.`,
    footerOrderer: (f) => `You receive this mail because you placed this order for ${f.client}.`,
  },
  de: {
    greeting: (f) => `Guten Tag ${f.firstName},`,
    subject: {
      approval_needed: (f) => `Auftrag ${f.number} wartet auf Ihre Freigabe`,
      approved: (f) => `Auftrag ${f.number} wurde freigegeben`,
      rejected: (f) => `Auftrag ${f.number} wurde abgelehnt`,
      cancelled: (f) => `Auftrag ${f.number} wurde storniert`,
    },
    body: {
      approval_needed: (f) => `${f.actor} hat den Auftrag ${f.number} für ${f.project} erteilt. Er liegt über dem Freigabebetrag Ihres Unternehmens und wartet auf Ihre Entscheidung.`,
      approved: (f) => `${f.actor} hat Ihren Auftrag ${f.number} für ${f.project} freigegeben. Er geht jetzt an das Mietunternehmen.`,
      rejected: (f) => `${f.actor} hat Ihren Auftrag ${f.number} für ${f.project} abgelehnt.`,
      cancelled: (f) => `${f.actor} hat Ihren Auftrag ${f.number} für ${f.project} storniert.`,
    },
    labels: { number: 'Auftrag', project: 'Projekt', amount: 'Betrag', reason: 'Grund' },
    review: 'Auftrag prüfen',
    open: 'Auftrag öffnen',
    footerApprover: (f) => `Sie erhalten diese E-Mail, weil Sie Aufträge von ${f.client} freigeben dürfen.`,
    footerOrderer: (f) => `Sie erhalten diese E-Mail, weil Sie diesen Auftrag für ${f.client} erteilt haben.`,
  },
  'fr-BE': {
    greeting: (f) => `Bonjour ${f.firstName},`,
    subject: {
      approval_needed: (f) => `La commande ${f.number} attend votre approbation`,
      approved: (f) => `La commande ${f.number} a été approuvée`,
      rejected: (f) => `La commande ${f.number} a été refusée`,
      cancelled: (f) => `La commande ${f.number} a été annulée`,
    },
    body: {
      approval_needed: (f) => `${f.actor} a passé la commande ${f.number} pour ${f.project}. Elle dépasse le montant d'approbation de votre entreprise et attend votre décision.`,
      approved: (f) => `${f.actor} a approuvé votre commande ${f.number} pour ${f.project}. Elle part maintenant chez le loueur.`,
      rejected: (f) => `${f.actor} a refusé votre commande ${f.number} pour ${f.project}.`,
      cancelled: (f) => `${f.actor} a annulé votre commande ${f.number} pour ${f.project}.`,
    },
    labels: { number: 'Commande', project: 'Projet', amount: 'Montant', reason: 'Motif' },
    review: 'Examiner la commande',
    open: 'Ouvrir la commande',
    footerApprover: (f) => `Vous recevez cet e-mail parce que vous pouvez approuver les commandes de ${f.client}.`,
    footerOrderer: (f) => `Vous recevez cet e-mail parce que vous avez passé cette commande pour ${f.client}.`,
  },
  nl: dutch,
  'nl-BE': dutch,
  hu: {
    greeting: (f) => `Kedves ${f.firstName}!`,
    subject: {
      approval_needed: (f) => `A(z) ${f.number} rendelés az Ön jóváhagyására vár`,
      approved: (f) => `A(z) ${f.number} rendelést jóváhagyták`,
      rejected: (f) => `A(z) ${f.number} rendelést elutasították`,
      cancelled: (f) => `A(z) ${f.number} rendelést visszavonták`,
    },
    body: {
      approval_needed: (f) => `${f.actor} leadta a(z) ${f.number} rendelést a(z) ${f.project} projekthez. Az összeg meghaladja a cége jóváhagyási határát, ezért a rendelés az Ön döntésére vár.`,
      approved: (f) => `${f.actor} jóváhagyta a(z) ${f.number} rendelését a(z) ${f.project} projekthez. A rendelés most a bérbeadóhoz kerül.`,
      rejected: (f) => `${f.actor} elutasította a(z) ${f.number} rendelését a(z) ${f.project} projekthez.`,
      cancelled: (f) => `${f.actor} visszavonta a(z) ${f.number} rendelését a(z) ${f.project} projekthez.`,
    },
    labels: { number: 'Rendelés', project: 'Projekt', amount: 'Összeg', reason: 'Indok' },
    review: 'Rendelés megtekintése',
    open: 'Rendelés megnyitása',
    footerApprover: (f) => `Azért kapja ezt az e-mailt, mert jóváhagyhatja a(z) ${f.client} rendeléseit.`,
    footerOrderer: (f) => `Azért kapja ezt az e-mailt, mert Ön adta le ezt a rendelést a(z) ${f.client} nevében.`,
  },
  pl: {
    greeting: (f) => `Dzień dobry ${f.firstName},`,
    subject: {
      approval_needed: (f) => `Zamówienie ${f.number} czeka na Twoją akceptację`,
      approved: (f) => `Zamówienie ${f.number} zostało zaakceptowane`,
      rejected: (f) => `Zamówienie ${f.number} zostało odrzucone`,
      cancelled: (f) => `Zamówienie ${f.number} zostało anulowane`,
    },
    body: {
      approval_needed: (f) => `${f.actor} złożył(a) zamówienie ${f.number} dla projektu ${f.project}. Kwota przekracza próg akceptacji Twojej firmy, więc zamówienie czeka na Twoją decyzję.`,
      approved: (f) => `${f.actor} zaakceptował(a) Twoje zamówienie ${f.number} dla projektu ${f.project}. Trafia ono teraz do wypożyczalni.`,
      rejected: (f) => `${f.actor} odrzucił(a) Twoje zamówienie ${f.number} dla projektu ${f.project}.`,
      cancelled: (f) => `${f.actor} anulował(a) Twoje zamówienie ${f.number} dla projektu ${f.project}.`,
    },
    labels: { number: 'Zamówienie', project: 'Projekt', amount: 'Kwota', reason: 'Powód' },
    review: 'Sprawdź zamówienie',
    open: 'Otwórz zamówienie',
    footerApprover: (f) => `Otrzymujesz tę wiadomość, ponieważ możesz akceptować zamówienia firmy ${f.client}.`,
    footerOrderer: (f) => `Otrzymujesz tę wiadomość, ponieważ złożyłeś(-aś) to zamówienie dla firmy ${f.client}.`,
  },
};

export const orderMailTexts = (language: string): Texts => texts[language as MailLanguage] ?? texts['en-US'];
