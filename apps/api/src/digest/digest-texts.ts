// The weekly digest's words in every portal language (issue 34). Counts, amounts and dates arrive
// formatted for the recipient's locale (digest-mail.ts); the layout escapes every value.
import type { MailLanguage } from '../mail/order-mail-texts';

type RequestStatus = 'submitted' | 'in_progress';

interface Texts {
  subject: (client: string) => string;
  greeting: (firstName: string) => string;
  intro: (client: string) => string;
  withoutProject: string;
  onRent: (lines: number) => string;
  costToDate: string;
  dueBack: (lines: number) => string;
  openRequests: (n: number) => string;
  awaitingApproval: (n: number) => string;
  overdueInspections: (n: number) => string;
  more: (n: number) => string;
  requestStatus: Record<RequestStatus, string>;
  due: (date: string) => string;
  back: (date: string) => string;
  action: string;
  footer: (client: string) => string;
}

const dutch: Texts = {
  subject: (client) => `Uw weekoverzicht voor ${client}`,
  greeting: (name) => `Beste ${name},`,
  intro: (client) => `Dit is wat er deze week speelt bij ${client}, per project.`,
  withoutProject: 'Zonder project',
  onRent: (n) => `Op huur: ${n} ${n === 1 ? 'regel' : 'regels'}`,
  costToDate: 'Kosten tot nu toe',
  dueBack: (n) => `Terug binnen 7 dagen: ${n} ${n === 1 ? 'regel' : 'regels'}`,
  openRequests: (n) => `Openstaande aanvragen: ${n}`,
  awaitingApproval: (n) => `Orders die op goedkeuring wachten: ${n}`,
  overdueInspections: (n) => `Keuringen te laat: ${n}`,
  more: (n) => `en nog ${n}`,
  requestStatus: { submitted: 'Ingediend', in_progress: 'In behandeling' },
  due: (d) => `keuring was ${d}`,
  back: (d) => `terug op ${d}`,
  action: 'Portaal openen',
  footer: (client) => `U ontvangt dit weekoverzicht van ${client} elke maandag. U kunt het uitzetten onder Mijn profiel.`,
};

const texts: Record<MailLanguage, Texts> = {
  'en-US': {
    subject: (client) => `Your weekly summary for ${client}`,
    greeting: (name) => `Hello ${name},`,
    intro: (client) => `This is what is going on at ${client} this week, per project.`,
    withoutProject: 'Without a project',
    onRent: (n) => `On rent: ${n} ${n === 1 ? 'line' : 'lines'}`,
    costToDate: 'Cost to date',
    dueBack: (n) => `Due back within 7 days: ${n} ${n === 1 ? 'line' : 'lines'}`,
    openRequests: (n) => `Open requests: ${n}`,
    awaitingApproval: (n) => `Orders waiting for approval: ${n}`,
    overdueInspections: (n) => `Overdue inspections: ${n}`,
    more: (n) => `and ${n} more`,
    requestStatus: { submitted: 'Submitted', in_progress: 'In progress' },
    due: (d) => `inspection was due ${d}`,
    back: (d) => `back on ${d}`,
    action: 'Open the portal',
    footer: (client) => `You receive this summary of ${client} every Monday. You can turn it off under My profile.`,
  },
  de: {
    subject: (client) => `Ihre Wochenübersicht für ${client}`,
    greeting: (name) => `Guten Tag ${name},`,
    intro: (client) => `Das steht diese Woche bei ${client} an, nach Projekten.`,
    withoutProject: 'Ohne Projekt',
    onRent: (n) => `In Miete: ${n} ${n === 1 ? 'Position' : 'Positionen'}`,
    costToDate: 'Bisherige Kosten',
    dueBack: (n) => `Rückgabe in den nächsten 7 Tagen: ${n} ${n === 1 ? 'Position' : 'Positionen'}`,
    openRequests: (n) => `Offene Anfragen: ${n}`,
    awaitingApproval: (n) => `Aufträge, die auf Freigabe warten: ${n}`,
    overdueInspections: (n) => `Überfällige Prüfungen: ${n}`,
    more: (n) => `und ${n} weitere`,
    requestStatus: { submitted: 'Eingereicht', in_progress: 'In Bearbeitung' },
    due: (d) => `Prüfung fällig seit ${d}`,
    back: (d) => `zurück am ${d}`,
    action: 'Portal öffnen',
    footer: (client) => `Sie erhalten diese Übersicht von ${client} jeden Montag. Unter Mein Profil können Sie sie abbestellen.`,
  },
  'fr-BE': {
    subject: (client) => `Votre résumé hebdomadaire pour ${client}`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (client) => `Voici ce qui se passe cette semaine chez ${client}, par projet.`,
    withoutProject: 'Sans projet',
    onRent: (n) => `En location : ${n} ${n === 1 ? 'ligne' : 'lignes'}`,
    costToDate: 'Coût à ce jour',
    dueBack: (n) => `Retour dans les 7 jours : ${n} ${n === 1 ? 'ligne' : 'lignes'}`,
    openRequests: (n) => `Demandes ouvertes : ${n}`,
    awaitingApproval: (n) => `Commandes en attente d'approbation : ${n}`,
    overdueInspections: (n) => `Inspections en retard : ${n}`,
    more: (n) => `et ${n} de plus`,
    requestStatus: { submitted: 'Introduite', in_progress: 'En cours' },
    due: (d) => `inspection prévue le ${d}`,
    back: (d) => `retour le ${d}`,
    action: 'Ouvrir le portail',
    footer: (client) => `Vous recevez ce résumé de ${client} chaque lundi. Vous pouvez le désactiver dans Mon profil.`,
  },
  nl: dutch,
  'nl-BE': dutch,
  hu: {
    subject: (client) => `Heti összefoglaló – ${client}`,
    greeting: (name) => `Kedves ${name}!`,
    intro: (client) => `Ez történik ezen a héten a(z) ${client} cégnél, projektenként.`,
    withoutProject: 'Projekt nélkül',
    onRent: (n) => `Bérletben: ${n} tétel`,
    costToDate: 'Eddigi költség',
    dueBack: (n) => `7 napon belül visszajár: ${n} tétel`,
    openRequests: (n) => `Nyitott kérések: ${n}`,
    awaitingApproval: (n) => `Jóváhagyásra váró rendelések: ${n}`,
    overdueInspections: (n) => `Lejárt felülvizsgálatok: ${n}`,
    more: (n) => `és még ${n}`,
    requestStatus: { submitted: 'Beküldve', in_progress: 'Folyamatban' },
    due: (d) => `felülvizsgálat esedékes volt: ${d}`,
    back: (d) => `vissza: ${d}`,
    action: 'Portál megnyitása',
    footer: (client) => `Ezt az összefoglalót a(z) ${client} cégről minden hétfőn megkapja. A Saját profil alatt kikapcsolhatja.`,
  },
  pl: {
    subject: (client) => `Twoje podsumowanie tygodnia dla ${client}`,
    greeting: (name) => `Dzień dobry ${name},`,
    intro: (client) => `Oto co dzieje się w tym tygodniu w firmie ${client}, według projektów.`,
    withoutProject: 'Bez projektu',
    onRent: (n) => `W najmie: pozycje ${n}`,
    costToDate: 'Dotychczasowy koszt',
    dueBack: (n) => `Zwrot w ciągu 7 dni: pozycje ${n}`,
    openRequests: (n) => `Otwarte zgłoszenia: ${n}`,
    awaitingApproval: (n) => `Zamówienia czekające na akceptację: ${n}`,
    overdueInspections: (n) => `Zaległe przeglądy: ${n}`,
    more: (n) => `i jeszcze ${n}`,
    requestStatus: { submitted: 'Złożone', in_progress: 'W realizacji' },
    due: (d) => `termin przeglądu: ${d}`,
    back: (d) => `zwrot: ${d}`,
    action: 'Otwórz portal',
    footer: (client) => `Otrzymujesz to podsumowanie firmy ${client} w każdy poniedziałek. Możesz je wyłączyć w sekcji Mój profil.`,
  },
};

export const digestTexts = (language: string): Texts => texts[language as MailLanguage] ?? texts['en-US'];
