import { expect, test } from 'vitest';
import { checkNewPassword, PASSWORD_REASONS } from './password-strength.ts';

const context = { userName: 'dispatchlead', email: 'morgan.lee@example.com' };

function reasonOf(password: string, overrides: Partial<typeof context> = {}): string | undefined {
  const result = checkNewPassword(password, { ...context, ...overrides });
  return result.ok ? undefined : result.reason;
}

test('a long phrase of unrelated words, or twelve random characters, is accepted', () => {
  expect(checkNewPassword('copper kettle orbit marsh', context)).toEqual({ ok: true });
  expect(checkNewPassword('Lantern7-Gravel-Opera', context)).toEqual({ ok: true });
  expect(checkNewPassword('correct horse battery staple', context)).toEqual({ ok: true });
  expect(checkNewPassword('Kx9#pLm2vQzR', context)).toEqual({ ok: true });
});

test('fewer than 12 characters is refused even if the schema was bypassed', () => {
  expect(reasonOf('Kx9#pLm2vQ')).toBe(PASSWORD_REASONS.tooShort);
});

test('the best-known passwords are refused whatever the case, l33t spelling and the digits or symbols added', () => {
  for (const password of [
    'iloveyou1234',
    'Password2024!',
    '!!P@ssw0rd1999',
    'Welcome12345',
    'Sunshine#2025',
    'letmein123456',
    'qwertyuiopas',
    '1qaz2wsx3edc',
  ]) {
    expect(reasonOf(password), password).toBe(PASSWORD_REASONS.common);
  }
});

test('the words of this business and its towns count as common words', () => {
  expect(reasonOf('Mississauga2025')).toBe(PASSWORD_REASONS.common);
  expect(reasonOf('TruckParking2025')).toBe(PASSWORD_REASONS.common);
});

test('one repeated character or a repeated pattern is refused', () => {
  for (const password of [
    'aaaaaaaaaaaa',
    '111111111111',
    'abababababab',
    'x9!kx9!kx9!k',
    'passwordpassword',
    'Trustno1Trustno1',
    'qwertyqwertyqwerty',
  ]) {
    expect(reasonOf(password), password).toBe(PASSWORD_REASONS.repeated);
  }
});

test('alphabet and digit runs in either direction are refused', () => {
  for (const password of ['abcdefghijkl', '9876543210987', 'zyxwvutsrqpo']) {
    expect(reasonOf(password), password).toBe(PASSWORD_REASONS.sequence);
  }
});

test('a password that is hard to guess but contains the username, the e-mail or the company name is refused', () => {
  expect(reasonOf('my-DispatchLead-key')).toBe(PASSWORD_REASONS.userName);
  expect(reasonOf('Morgan.Lee forever after')).toBe(PASSWORD_REASONS.email);
  expect(reasonOf('morganlee rides north')).toBe(PASSWORD_REASONS.email);
  expect(reasonOf('kettle morgan.lee@example.com')).toBe(PASSWORD_REASONS.email);
  expect(reasonOf('SafeYard rocks 2025')).toBe(PASSWORD_REASONS.company);
  expect(reasonOf('safe yard is my home')).toBe(PASSWORD_REASONS.company);
  expect(reasonOf('$afeY4rd gate opener')).toBe(PASSWORD_REASONS.company);
  // The same phrases pass for another account, so it is the account's own words that refuse them.
  const other = { userName: 'quinn', email: 'quinn@example.com' };
  expect(checkNewPassword('my-DispatchLead-key copper', other)).toEqual({ ok: true });
  expect(checkNewPassword('Morgan.Lee forever after', other)).toEqual({ ok: true });
});

test('very short usernames and local parts do not refuse passwords by coincidence', () => {
  expect(checkNewPassword('natural copper wave', { userName: 'al', email: 'ur@example.com' })).toEqual({ ok: true });
  expect(checkNewPassword('natural copper wave', { userName: '', email: '' })).toEqual({ ok: true });
});

test('every reason is a sentence a person can act on', () => {
  for (const reason of Object.values(PASSWORD_REASONS)) {
    expect(reason).toMatch(/^[A-Z].*\.$/);
  }
});
