// The mails of the users page, in the opCo's language: the invitation of someone new (a link to
// choose a password, valid companyLimits.invitationDays) and the notice to someone who already has
// an account and is invited to join another company (they accept or decline once signed in). Links use the configured public base URL and
// never the request's Host header, which an attacker could set to their own domain.
import { companyLimits } from '@portal/shared-api-contract';

type OpCo = 'nl' | 'be' | 'de' | 'pl' | 'hu';

export interface InvitationFacts {
  /** The invited person's first name. */
  firstName: string;
  /** The company they join (the corporate client's name). */
  company: string;
  /** Who invited them: first and last name. */
  inviter: string;
}

interface Texts {
  hello: string;
  inviteSubject: (company: string) => string;
  invited: (inviter: string, company: string) => string;
  chooseWithin: (days: number) => string;
  noticeSubject: (company: string) => string;
  added: (inviter: string, company: string) => string;
  signIn: string;
}

/** A sentence that ends with a name: its full stop, unless the name ends with one (`Northwind Bouw B.V.`, not `B.V..`). */
const endSentence = (name: string) => (/[.!?]$/.test(name) ? name : `${name}.`);

// The portal says u to its Dutch and Flemish users (issue 32: the mails said je): so do its mails.
const dutch: Texts = {
  hello: 'Hallo',
  inviteSubject: (c) => `U bent uitgenodigd voor ${c} op Atlas Rental`,
  invited: (i, c) => `${i} heeft u uitgenodigd voor het Atlas Rental-portaal van ${endSentence(c)}`,
  chooseWithin: (d) => `Gebruik deze link binnen ${d} dagen om uw wachtwoord te kiezen:`,
  noticeSubject: (c) => `Uitnodiging om lid te worden van ${c} op Atlas Rental`,
  added: (i, c) => `${i} nodigt u uit om lid te worden van ${c} in het Atlas Rental-portaal.`,
  signIn: 'Meld u aan met uw bestaande account om de uitnodiging aan te nemen of af te wijzen:',
};

const texts: Record<OpCo | 'en', Texts> = {
  en: {
    hello: 'Hello',
    inviteSubject: (c) => `You are invited to ${c} on Atlas Rental`,
    invited: (i, c) => `${i} invited you to the Atlas Rental portal of ${endSentence(c)}`,
    chooseWithin: (d) => `Use this link within ${d} days to choose your password:`,
    noticeSubject: (c) => `You are invited to join ${c} on Atlas Rental`,
    added: (i, c) => `${i} invited you to join ${c} in the Atlas Rental portal.`,
    signIn: 'Sign in with your existing account to accept or decline:',
  },
  nl: dutch,
  be: dutch,
  de: {
    hello: 'Hallo',
    inviteSubject: (c) => `Einladung zu ${c} bei Atlas Rental`,
    invited: (i, c) => `${i} hat Sie zum Atlas Rental-Portal von ${c} eingeladen.`,
    chooseWithin: (d) => `Mit diesem Link können Sie innerhalb von ${d} Tagen Ihr Passwort wählen:`,
    noticeSubject: (c) => `Einladung, ${c} bei Atlas Rental beizutreten`,
    added: (i, c) => `${i} lädt Sie ein, ${c} im Atlas Rental-Portal beizutreten.`,
    signIn: 'Melden Sie sich mit Ihrem bestehenden Konto an, um die Einladung anzunehmen oder abzulehnen:',
  },
  pl: {
    hello: 'Dzień dobry',
    inviteSubject: (c) => `Zaproszenie do ${c} w Atlas Rental`,
    invited: (i, c) => `${i} zaprasza Cię do portalu Atlas Rental firmy ${endSentence(c)}`,
    chooseWithin: (d) => `Użyj tego linku w ciągu ${d} dni, aby ustawić hasło:`,
    noticeSubject: (c) => `Zaproszenie do dołączenia do ${c} w Atlas Rental`,
    added: (i, c) => `${i} zaprasza Cię do dołączenia do firmy ${c} w portalu Atlas Rental.`,
    signIn: 'Zaloguj się na swoje istniejące konto, aby przyjąć lub odrzucić zaproszenie:',
  },
  hu: {
    hello: 'Kedves',
    inviteSubject: (c) => `Meghívó: ${c} – Atlas Rental`,
    invited: (i, c) => `${i} meghívta Önt a(z) ${c} Atlas Rental portáljára.`,
    chooseWithin: (d) => `Ezzel a linkkel ${d} napon belül adhatja meg jelszavát:`,
    noticeSubject: (c) => `Csatlakozási meghívó: ${c} – Atlas Rental`,
    added: (i, c) => `${i} meghívta Önt, hogy csatlakozzon a(z) ${c} céghez az Atlas Rental portálon.`,
    signIn: 'Jelentkezzen be meglévő fiókjával a meghívó elfogadásához vagy elutasításához:',
  },
};

const base = (baseUrl: string) => baseUrl.replace(/\/$/, '');

/** The invitation of someone new: the link sets their first password (the reset page takes it). */
export function invitationMail(baseUrl: string, token: string, facts: InvitationFacts, opCo?: OpCo) {
  const t = texts[opCo ?? 'en'];
  const link = `${base(baseUrl)}/auth/reset-password?token=${encodeURIComponent(token)}`;
  const body = `${t.hello} ${facts.firstName},\n\n${t.invited(facts.inviter, facts.company)}\n${t.chooseWithin(companyLimits.invitationDays)}\n${link}\n`;
  return { subject: t.inviteSubject(facts.company), link, body };
}

/** The invitation of someone who has an account already: no token, they sign in as they always do and answer it there. */
export function membershipNoticeMail(baseUrl: string, facts: InvitationFacts, opCo?: OpCo) {
  const t = texts[opCo ?? 'en'];
  // The companies page, where the invitation is answered (signing in first when needed).
  const link = `${base(baseUrl)}/instances`;
  const body = `${t.hello} ${facts.firstName},\n\n${t.added(facts.inviter, facts.company)}\n${t.signIn}\n${link}\n`;
  return { subject: t.noticeSubject(facts.company), link, body };
}
