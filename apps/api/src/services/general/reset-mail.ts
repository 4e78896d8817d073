// The reset mail text, in the opCo's language. The link uses the configured public base URL and
// never the request's Host header, which an attacker could set to their own domain.
type OpCo = 'nl' | 'be' | 'de' | 'pl' | 'hu';

const texts: Record<OpCo | 'en', { subject: string; hello: string; body: string }> = {
  en: { subject: 'Reset your Atlas Rental password', hello: 'Hello', body: 'Use this link within one hour to choose a new password:' },
  nl: { subject: 'Stel uw Atlas Rental-wachtwoord opnieuw in', hello: 'Hallo', body: 'Gebruik deze link binnen een uur om een nieuw wachtwoord te kiezen:' },
  be: { subject: 'Stel uw Atlas Rental-wachtwoord opnieuw in', hello: 'Hallo', body: 'Gebruik deze link binnen een uur om een nieuw wachtwoord te kiezen:' },
  de: { subject: 'Atlas Rental-Passwort zurücksetzen', hello: 'Hallo', body: 'Mit diesem Link können Sie innerhalb einer Stunde ein neues Passwort wählen:' },
  pl: { subject: 'Zresetuj hasło Atlas Rental', hello: 'Dzień dobry', body: 'Użyj tego linku w ciągu godziny, aby ustawić nowe hasło:' },
  hu: { subject: 'Atlas Rental jelszó visszaállítása', hello: 'Kedves', body: 'Egy órán belül ezzel a linkkel adhat meg új jelszót:' },
};

export function resetMail(baseUrl: string, token: string, firstName: string, opCo?: OpCo) {
  const t = texts[opCo ?? 'en'];
  const link = `${baseUrl.replace(/\/$/, '')}/auth/reset-password?token=${encodeURIComponent(token)}`;
  return { subject: t.subject, link, body: `${t.hello} ${firstName},\n\n${t.body}\n${link}\n` };
}
