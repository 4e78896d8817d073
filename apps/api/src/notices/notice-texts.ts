// The words of the daily invoice and inspection mails in every portal language (issue 34).
import type { MailLanguage } from '../mail/order-mail-texts';

export type NoticeTopic = 'invoices' | 'inspections';
export type NoticeKind = 'invoice_new' | 'invoice_overdue' | 'inspection_due' | 'inspection_overdue';

interface Texts {
  subject: Record<NoticeTopic, (client: string) => string>;
  greeting: (firstName: string) => string;
  intro: Record<NoticeTopic, (client: string) => string>;
  title: Record<NoticeKind, (n: number) => string>;
  /** After an invoice: when it is due; after an asset: when its inspection is. */
  due: (date: string) => string;
  inspection: (date: string) => string;
  action: Record<NoticeTopic, string>;
  footer: Record<NoticeTopic, (client: string) => string>;
}

const dutch: Texts = {
  subject: { invoices: (c) => `Facturen van ${c}`, inspections: (c) => `Keuringen bij ${c}` },
  greeting: (name) => `Beste ${name},`,
  intro: {
    invoices: (c) => `Er is nieuws over facturen van ${c}.`,
    inspections: (c) => `Er zijn keuringen van materieel van ${c} die binnenkort of al te laat zijn.`,
  },
  title: {
    invoice_new: (n) => `Nieuwe facturen: ${n}`,
    invoice_overdue: (n) => `Vervallen facturen: ${n}`,
    inspection_due: (n) => `Keuring binnen 30 dagen: ${n}`,
    inspection_overdue: (n) => `Keuring te laat: ${n}`,
  },
  due: (d) => `vervaldatum ${d}`,
  inspection: (d) => `keuring ${d}`,
  action: { invoices: 'Documenten openen', inspections: 'Materieel openen' },
  footer: {
    invoices: (c) => `U ontvangt deze e-mail omdat u meldingen over facturen van ${c} hebt aangezet. U kunt dat wijzigen onder Mijn profiel.`,
    inspections: (c) => `U ontvangt deze e-mail omdat u meldingen over keuringen van ${c} hebt aangezet. U kunt dat wijzigen onder Mijn profiel.`,
  },
};

const texts: Record<MailLanguage, Texts> = {
  'en-US': {
    subject: { invoices: (c) => `Invoices of ${c}`, inspections: (c) => `Inspections at ${c}` },
    greeting: (name) => `Hello ${name},`,
    intro: {
      invoices: (c) => `There is news about invoices of ${c}.`,
      inspections: (c) => `Equipment of ${c} is due for inspection soon or overdue.`,
    },
    title: {
      invoice_new: (n) => `New invoices: ${n}`,
      invoice_overdue: (n) => `Overdue invoices: ${n}`,
      inspection_due: (n) => `Inspection due within 30 days: ${n}`,
      inspection_overdue: (n) => `Inspection overdue: ${n}`,
    },
    due: (d) => `due ${d}`,
    inspection: (d) => `inspection ${d}`,
    action: { invoices: 'Open documents', inspections: 'Open assets' },
    footer: {
      invoices: (c) => `You receive this mail because you turned on notices about invoices of ${c}. You can change that under My profile.`,
      inspections: (c) => `You receive this mail because you turned on notices about inspections at ${c}. You can change that under My profile.`,
    },
  },
  de: {
    subject: { invoices: (c) => `Rechnungen von ${c}`, inspections: (c) => `Prüfungen bei ${c}` },
    greeting: (name) => `Guten Tag ${name},`,
    intro: {
      invoices: (c) => `Es gibt Neuigkeiten zu Rechnungen von ${c}.`,
      inspections: (c) => `Geräte von ${c} sind bald zur Prüfung fällig oder überfällig.`,
    },
    title: {
      invoice_new: (n) => `Neue Rechnungen: ${n}`,
      invoice_overdue: (n) => `Überfällige Rechnungen: ${n}`,
      inspection_due: (n) => `Prüfung in den nächsten 30 Tagen fällig: ${n}`,
      inspection_overdue: (n) => `Prüfung überfällig: ${n}`,
    },
    due: (d) => `fällig am ${d}`,
    inspection: (d) => `Prüfung am ${d}`,
    action: { invoices: 'Dokumente öffnen', inspections: 'Geräte öffnen' },
    footer: {
      invoices: (c) => `Sie erhalten diese E-Mail, weil Sie Hinweise zu Rechnungen von ${c} eingeschaltet haben. Unter Mein Profil können Sie das ändern.`,
      inspections: (c) => `Sie erhalten diese E-Mail, weil Sie Hinweise zu Prüfungen bei ${c} eingeschaltet haben. Unter Mein Profil können Sie das ändern.`,
    },
  },
  'fr-BE': {
    subject: { invoices: (c) => `Factures de ${c}`, inspections: (c) => `Inspections chez ${c}` },
    greeting: (name) => `Bonjour ${name},`,
    intro: {
      invoices: (c) => `Il y a du nouveau concernant les factures de ${c}.`,
      inspections: (c) => `Du matériel de ${c} doit bientôt être inspecté ou est en retard d'inspection.`,
    },
    title: {
      invoice_new: (n) => `Nouvelles factures : ${n}`,
      invoice_overdue: (n) => `Factures échues : ${n}`,
      inspection_due: (n) => `Inspection dans les 30 jours : ${n}`,
      inspection_overdue: (n) => `Inspection en retard : ${n}`,
    },
    due: (d) => `échéance le ${d}`,
    inspection: (d) => `inspection le ${d}`,
    action: { invoices: 'Ouvrir les documents', inspections: 'Ouvrir le matériel' },
    footer: {
      invoices: (c) => `Vous recevez cet e-mail parce que vous avez activé les avis sur les factures de ${c}. Vous pouvez le modifier dans Mon profil.`,
      inspections: (c) => `Vous recevez cet e-mail parce que vous avez activé les avis sur les inspections chez ${c}. Vous pouvez le modifier dans Mon profil.`,
    },
  },
  nl: dutch,
  'nl-BE': dutch,
  hu: {
    subject: { invoices: (c) => `Számlák – ${c}`, inspections: (c) => `Felülvizsgálatok – ${c}` },
    greeting: (name) => `Kedves ${name}!`,
    intro: {
      invoices: (c) => `Újdonság van a(z) ${c} számláival kapcsolatban.`,
      inspections: (c) => `A(z) ${c} egyes gépeinek felülvizsgálata hamarosan esedékes vagy már lejárt.`,
    },
    title: {
      invoice_new: (n) => `Új számlák: ${n}`,
      invoice_overdue: (n) => `Lejárt számlák: ${n}`,
      inspection_due: (n) => `30 napon belül esedékes felülvizsgálat: ${n}`,
      inspection_overdue: (n) => `Lejárt felülvizsgálat: ${n}`,
    },
    due: (d) => `esedékes: ${d}`,
    inspection: (d) => `felülvizsgálat: ${d}`,
    action: { invoices: 'Dokumentumok megnyitása', inspections: 'Eszközök megnyitása' },
    footer: {
      invoices: (c) => `Azért kapja ezt az e-mailt, mert bekapcsolta a(z) ${c} számláival kapcsolatos értesítéseket. A Saját profil alatt módosíthatja.`,
      inspections: (c) => `Azért kapja ezt az e-mailt, mert bekapcsolta a(z) ${c} felülvizsgálataival kapcsolatos értesítéseket. A Saját profil alatt módosíthatja.`,
    },
  },
  pl: {
    subject: { invoices: (c) => `Faktury firmy ${c}`, inspections: (c) => `Przeglądy w firmie ${c}` },
    greeting: (name) => `Dzień dobry ${name},`,
    intro: {
      invoices: (c) => `Są nowe informacje o fakturach firmy ${c}.`,
      inspections: (c) => `Sprzęt firmy ${c} wkrótce wymaga przeglądu lub termin przeglądu już minął.`,
    },
    title: {
      invoice_new: (n) => `Nowe faktury: ${n}`,
      invoice_overdue: (n) => `Zaległe faktury: ${n}`,
      inspection_due: (n) => `Przegląd w ciągu 30 dni: ${n}`,
      inspection_overdue: (n) => `Zaległy przegląd: ${n}`,
    },
    due: (d) => `termin płatności ${d}`,
    inspection: (d) => `przegląd ${d}`,
    action: { invoices: 'Otwórz dokumenty', inspections: 'Otwórz sprzęt' },
    footer: {
      invoices: (c) => `Otrzymujesz tę wiadomość, ponieważ włączyłeś(-aś) powiadomienia o fakturach firmy ${c}. Możesz to zmienić w sekcji Mój profil.`,
      inspections: (c) => `Otrzymujesz tę wiadomość, ponieważ włączyłeś(-aś) powiadomienia o przeglądach w firmie ${c}. Możesz to zmienić w sekcji Mój profil.`,
    },
  },
};

export const noticeTexts = (language: string): Texts => texts[language as MailLanguage] ?? texts['en-US'];
