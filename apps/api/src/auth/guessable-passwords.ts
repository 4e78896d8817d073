// Passwords long enough for the policy can still be the first an attacker tries: a common one with
// a year or a "!" around it, a keyboard walk, or the user's own name with the company's. The
// server refuses those (OWASP ASVS 5.0 6.2.4 and 6.2.11; NIST SP 800-63B lists the same checks)
// and keeps the list to itself: the portal only learns the verdict. There are no composition
// rules (ASVS 6.2.5): any mix of characters is fine when it is not one of these.
import { readFileSync } from 'node:fs';
import { passwordPolicy } from '@portal/shared-api-contract';
import { badRequest, type HttpProblem } from '../http/problem';

/** Whose password it is: their own details are the first guesses about them. */
export interface PasswordOwner {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The words about this portal anyone would try (ASVS 6.2.11's documented list): the company, the
 * product and the operating companies' names, as the portal shows them.
 */
export const portalContextWords = ['atlas', 'rental', 'portal', 'nederland', 'belgie', 'belgique', 'deutschland', 'polska', 'magyarorszag'];

/**
 * Runs along a keyboard row or the alphabet (forwards and backwards): "qwertyuiopas",
 * "123456789012", "zyxwvutsrqpo".
 */
const walks = ['abcdefghijklmnopqrstuvwxyz', '1234567890', 'qwertyuiopasdfghjklzxcvbnm', 'qwertzuiopasdfghjklyxcvbnm', 'azertyuiopqsdfghjklmwxcvbn', '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p'];

/** Letters that stand for others in "p@ssw0rd" and the like. */
const leet: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

let common: Set<string> | undefined;
/**
 * SecLists' 10,000 most common passwords (MIT; see common-passwords.LICENSE.txt). The file sits
 * beside this module in the source tree and beside main.js in the bundle (the build copies it).
 */
function commonPasswords(): Set<string> {
  common ??= new Set(readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8').split('\n').map((line) => line.trim()).filter(Boolean));
  return common;
}

/** Compared without case and accents: "België" is "belgie". */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
/** Without the digits and symbols around it: "!!Summer2024" is "summer". */
const core = (text: string) => text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
const unleet = (text: string) => [...text].map((c) => leet[c] ?? c).join('');
/** "passwordpassword" is "password" twice. */
const unit = (text: string) => /^(.+?)\1+$/u.exec(text)?.[1] ?? text;

const isWalk = (text: string) => walks.some((walk) => (walk + walk).includes(text) || [...(walk + walk)].reverse().join('').includes(text));

/** The owner's own words: the email's name and domain, first and last name (parts of 3+ letters). */
function ownerWords(owner: PasswordOwner | undefined): string[] {
  if (!owner) return [];
  const [local = '', domain = ''] = fold(owner.email).split('@');
  const parts = [local, domain.split('.')[0] ?? '', fold(owner.firstName), fold(owner.lastName)].flatMap((w) => [w, ...w.split(/[^\p{L}]+/u)]);
  return parts.filter((w) => w.length >= 3);
}

/**
 * Whether a password of policy length is too common or too easy to guess: one of the common
 * passwords (also with digits or symbols around it, in leetspeak or repeated), three characters or
 * fewer over and over, a keyboard or alphabet walk, or made of the portal's and the owner's own
 * words with little else.
 */
export function isGuessablePassword(password: string, owner?: PasswordOwner): boolean {
  const folded = fold(password);
  const list = commonPasswords();
  const candidates = new Set([folded, core(folded), unleet(folded), unleet(core(folded)), unit(folded), unit(core(folded))]);
  if ([...candidates].some((c) => list.has(c))) return true;
  if (new Set(folded).size <= 3) return true;
  if (isWalk(folded)) return true;

  // What is left without the context words must be a password of its own: a few letters or a
  // common word beside "atlas" or the user's name is not.
  const words = [...portalContextWords, ...ownerWords(owner)].sort((a, b) => b.length - a.length);
  const rest = words.reduce((text, word) => text.split(word).join(' '), folded);
  if (rest === folded) return false;
  const letters = rest.replace(/[^\p{L}]/gu, '');
  return letters.length < 4 || list.has(letters) || list.has(unleet(core(rest.trim())));
}

/** The 400 for a guessable new password, naming its field; the portal says it in the user's language. */
export const guessablePassword = (field: string): HttpProblem =>
  badRequest(passwordPolicy.guessableCode, 'The password is too common or too easy to guess', [{ field, message: passwordPolicy.guessableMessage }]);
