// The security notices' words in every portal language (issue 34): always sent, no unsubscribe.
import type { MailLanguage } from './order-mail-texts';

export type SecurityNoticeKind = 'password_changed' | 'new_device';

interface Texts {
  greeting: (firstName: string) => string;
  subject: Record<SecurityNoticeKind, string>;
  body: Record<SecurityNoticeKind, (when: string, device: string) => string>;
  notYou: string;
  action: string;
  labels: { when: string; device: string };
  footer: string;
}

const dutch: Texts = {
  greeting: (n) => `Beste ${n},`,
  subject: { password_changed: 'Uw wachtwoord is gewijzigd', new_device: 'Nieuwe aanmelding bij uw account' },
  body: {
    password_changed: (when) => `Het wachtwoord van uw account is op ${when} gewijzigd.`,
    new_device: (when, device) => `Er is op ${when} bij uw account aangemeld vanaf een apparaat dat we nog niet kenden (${device}).`,
  },
  notYou: 'Was u dit niet? Stel dan nu een nieuw wachtwoord in en neem contact met ons op.',
  action: 'Nieuw wachtwoord instellen',
  labels: { when: 'Wanneer', device: 'Apparaat' },
  footer: 'Dit is een beveiligingsbericht; we sturen het altijd.',
};

const texts: Record<MailLanguage, Texts> = {
  'en-US': {
    greeting: (n) => `Hello ${n},`,
    subject: { password_changed: 'Your password was changed', new_device: 'New sign-in to your account' },
    body: {
      password_changed: (when) => `The password of your account was changed on ${when}.`,
      new_device: (when, device) => `Someone signed in to your account on ${when} from a device we had not seen before (${device}).`,
    },
    notYou: 'If this was not you, choose a new password now and contact us.',
    action: 'Choose a new password',
    labels: { when: 'When', device: 'Device' },
    footer: 'This is a security notice; it is always sent.',
  },
  de: {
    greeting: (n) => `Guten Tag ${n},`,
    subject: { password_changed: 'Ihr Passwort wurde geändert', new_device: 'Neue Anmeldung bei Ihrem Konto' },
    body: {
      password_changed: (when) => `Das Passwort Ihres Kontos wurde am ${when} geändert.`,
      new_device: (when, device) => `Am ${when} hat sich jemand von einem uns unbekannten Gerät (${device}) bei Ihrem Konto angemeldet.`,
    },
    notYou: 'Waren Sie das nicht? Wählen Sie jetzt ein neues Passwort und kontaktieren Sie uns.',
    action: 'Neues Passwort wählen',
    labels: { when: 'Wann', device: 'Gerät' },
    footer: 'Dies ist ein Sicherheitshinweis; er wird immer versendet.',
  },
  'fr-BE': {
    greeting: (n) => `Bonjour ${n},`,
    subject: { password_changed: 'Votre mot de passe a été modifié', new_device: 'Nouvelle connexion à votre compte' },
    body: {
      password_changed: (when) => `Le mot de passe de votre compte a été modifié le ${when}.`,
      new_device: (when, device) => `Quelqu'un s'est connecté à votre compte le ${when} depuis un appareil que nous ne connaissions pas (${device}).`,
    },
    notYou: "Si ce n'était pas vous, choisissez maintenant un nouveau mot de passe et contactez-nous.",
    action: 'Choisir un nouveau mot de passe',
    labels: { when: 'Quand', device: 'Appareil' },
    footer: 'Ceci est un avis de sécurité ; il est toujours envoyé.',
  },
  nl: dutch,
  'nl-BE': dutch,
  hu: {
    greeting: (n) => `Kedves ${n}!`,
    subject: { password_changed: 'Megváltozott a jelszava', new_device: 'Új bejelentkezés a fiókjába' },
    body: {
      password_changed: (when) => `Fiókja jelszava ekkor megváltozott: ${when}.`,
      new_device: (when, device) => `Valaki ekkor bejelentkezett a fiókjába egy általunk még nem ismert eszközről (${device}): ${when}.`,
    },
    notYou: 'Ha nem Ön volt, most adjon meg új jelszót, és lépjen kapcsolatba velünk.',
    action: 'Új jelszó megadása',
    labels: { when: 'Időpont', device: 'Eszköz' },
    footer: 'Ez biztonsági értesítés; mindig elküldjük.',
  },
  pl: {
    greeting: (n) => `Dzień dobry ${n},`,
    subject: { password_changed: 'Twoje hasło zostało zmienione', new_device: 'Nowe logowanie na Twoje konto' },
    body: {
      password_changed: (when) => `Hasło do Twojego konta zostało zmienione ${when}.`,
      new_device: (when, device) => `${when} ktoś zalogował się na Twoje konto z urządzenia, którego wcześniej nie znaliśmy (${device}).`,
    },
    notYou: 'Jeśli to nie Ty, ustaw teraz nowe hasło i skontaktuj się z nami.',
    action: 'Ustaw nowe hasło',
    labels: { when: 'Kiedy', device: 'Urządzenie' },
    footer: 'To jest powiadomienie o bezpieczeństwie; wysyłamy je zawsze.',
  },
};

export const securityMailTexts = (language: string): Texts => texts[language as MailLanguage] ?? texts['en-US'];
