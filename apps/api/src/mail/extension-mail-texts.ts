// The words of the mail to approvers about an extension past a PO budget (issue 35), in every
// portal language. Values are filled in by extension-mails.ts; the layout escapes them.
import type { MailLanguage } from './order-mail-texts';

export interface ExtensionMailFacts {
  firstName: string;
  number: string;
  project: string;
  po: string;
  client: string;
  /** Who sent the extension. */
  actor: string;
}

interface Texts {
  greeting: (f: ExtensionMailFacts) => string;
  subject: (f: ExtensionMailFacts) => string;
  body: (f: ExtensionMailFacts) => string;
  labels: { number: string; project: string; po: string; over: string };
  action: string;
  footer: (f: ExtensionMailFacts) => string;
}

const dutch: Texts = {
  greeting: (f) => `Beste ${f.firstName},`,
  subject: (f) => `Verlenging ${f.number} gaat over het PO-budget van ${f.project}`,
  body: (f) => `${f.actor} heeft met aanvraag ${f.number} huur verlengd. De extra dagen brengen project ${f.project} over het budget van PO ${f.po}.`,
  labels: { number: 'Aanvraag', project: 'Project', po: 'PO', over: 'Over het budget met' },
  action: 'Aanvraag openen',
  footer: (f) => `U ontvangt deze e-mail omdat u orders van ${f.client} mag goedkeuren.`,
};

const texts: Record<MailLanguage, Texts> = {
  'en-US': {
    greeting: (f) => `Hello ${f.firstName},`,
    subject: (f) => `Extension ${f.number} takes ${f.project} over its PO budget`,
    body: (f) => `${f.actor} extended a rental with request ${f.number}. The extra days take project ${f.project} over the budget of PO ${f.po}.`,
    labels: { number: 'Request', project: 'Project', po: 'PO', over: 'Over the budget by' },
    action: 'Open the request',
    footer: (f) => `You receive this mail because you may approve orders of ${f.client}.`,
  },
  de: {
    greeting: (f) => `Guten Tag ${f.firstName},`,
    subject: (f) => `Verlängerung ${f.number} überschreitet das PO-Budget von ${f.project}`,
    body: (f) => `${f.actor} hat mit der Anfrage ${f.number} eine Miete verlängert. Die zusätzlichen Tage bringen das Projekt ${f.project} über das Budget der PO ${f.po}.`,
    labels: { number: 'Anfrage', project: 'Projekt', po: 'PO', over: 'Über dem Budget um' },
    action: 'Anfrage öffnen',
    footer: (f) => `Sie erhalten diese E-Mail, weil Sie Bestellungen von ${f.client} freigeben dürfen.`,
  },
  'fr-BE': {
    greeting: (f) => `Bonjour ${f.firstName},`,
    subject: (f) => `La prolongation ${f.number} fait dépasser à ${f.project} son budget de bon de commande`,
    body: (f) => `${f.actor} a prolongé une location avec la demande ${f.number}. Les jours supplémentaires font dépasser au projet ${f.project} le budget du bon de commande ${f.po}.`,
    labels: { number: 'Demande', project: 'Projet', po: 'Bon de commande', over: 'Dépassement du budget de' },
    action: 'Ouvrir la demande',
    footer: (f) => `Vous recevez cet e-mail parce que vous pouvez approuver les commandes de ${f.client}.`,
  },
  nl: dutch,
  'nl-BE': dutch,
  hu: {
    greeting: (f) => `Kedves ${f.firstName}!`,
    subject: (f) => `A(z) ${f.number} hosszabbítás túllépi a(z) ${f.project} PO-keretét`,
    body: (f) => `${f.actor} a(z) ${f.number} kéréssel meghosszabbított egy bérletet. A további napok miatt a(z) ${f.project} projekt túllépi a(z) ${f.po} PO keretét.`,
    labels: { number: 'Kérés', project: 'Projekt', po: 'PO', over: 'Kerettúllépés' },
    action: 'Kérés megnyitása',
    footer: (f) => `Azért kapja ezt az e-mailt, mert jóváhagyhatja a(z) ${f.client} rendeléseit.`,
  },
  pl: {
    greeting: (f) => `Dzień dobry ${f.firstName},`,
    subject: (f) => `Przedłużenie ${f.number} przekracza budżet PO projektu ${f.project}`,
    body: (f) => `${f.actor} przedłużył(a) najem zgłoszeniem ${f.number}. Dodatkowe dni powodują przekroczenie budżetu PO ${f.po} w projekcie ${f.project}.`,
    labels: { number: 'Zgłoszenie', project: 'Projekt', po: 'PO', over: 'Przekroczenie budżetu o' },
    action: 'Otwórz zgłoszenie',
    footer: (f) => `Otrzymujesz tę wiadomość, ponieważ możesz zatwierdzać zamówienia firmy ${f.client}.`,
  },
};

export const extensionMailTexts = (language: string): Texts => texts[language as MailLanguage] ?? texts['en-US'];
