import { describe, expect, it } from 'vitest';
import { isGuessablePassword, type PasswordOwner } from './guessable-passwords';

const anna: PasswordOwner = { email: 'anna.de-vries@northwind.test', firstName: 'Anna', lastName: 'de Vries' };

describe('guessable passwords', () => {
  it.each([
    // On the bundled list, as they are or dressed up.
    'password1234',
    'PASSWORD1234',
    'Password2024!',
    '!!!sunshine!!!',
    'P@ssw0rd-2025',
    'baseball12345',
    'iloveyou-1990',
    'qwertyqwerty',
    'letmeinletmein',
    // Repetitions and walks.
    'aaaaaaaaaaaa',
    'abababababab',
    '121212121212',
    'abcdefghijklmn',
    '123456789012',
    '098765432109',
    'qwertyuiopasdf',
    'zyxwvutsrqpo',
  ])('refuses %j as too common', (password) => {
    expect(isGuessablePassword(password)).toBe(true);
  });

  it.each([
    'Atlas-Rental-2025',
    'atlasportal2024!',
    'AtlasRentalNederland',
    'Polska-Atlas-1',
    'Magyarország-2025',
    'België-atlas-99',
    'atlas-password-1',
  ])('refuses %j made of the portal’s own words', (password) => {
    expect(isGuessablePassword(password)).toBe(true);
  });

  it.each(['Anna-de-Vries-1990', 'annadevries2025', 'ANNA.DE-VRIES!!', 'northwind-anna-1', 'Vries-Anna-1234', 'anna-atlas-2025!'])(
    'refuses %j made of the owner’s own details',
    (password) => {
      expect(isGuessablePassword(password, anna)).toBe(true);
    },
  );

  it.each([
    'correct horse battery staple',
    'gravel-crane-2026',
    'a-brand-new-secret-9',
    'onlyletterslong',
    '830419275561',
    'Dakgoot-2026!',
    'atlas-blue-whale-jumps',
    'Żółć-gęślą-jaźń',
    'anna-likes-long-walks',
    // The other tests' and the end-to-end run's new passwords.
    'Lantern-orbit-71-quartz',
    'Marble-harbour-58-kettle',
    'Quiet-lantern-harbour-88',
    'Another-secret-42',
    'Yet-another-secret-7',
  ])('accepts %j: long and not a guess', (password) => {
    expect(isGuessablePassword(password, anna)).toBe(false);
  });

  it('checks the owner’s words only for that owner', () => {
    expect(isGuessablePassword('Anna-de-Vries-1990')).toBe(false);
    expect(isGuessablePassword('Anna-de-Vries-1990', anna)).toBe(true);
  });
});
