import { expect, test } from 'vitest';
import { checkNewPassword, PASSWORD_REASONS } from './password-strength.ts';

const context = { userName: 'dispatchlead', email: 'morgan.lee@example.com' };

function reasonOf(password: string, overrides: Partial<typeof context> = {}): string | undefined {
  const result = checkNewPassword(password, { ...context, ...overrides });
  return result.ok ? undefined : result.reason;
}

test('a long phrase of unrelated words is accepted', () => {
  expect(checkNewPassword('copper kettle orbit marsh', context)).toEqual({ ok: true });
  expect(checkNewPassword('Lantern7-Gravel-Opera', context)).toEqual({ ok: true });
});

test('fewer than 12 characters is refused even if the schema was bypassed', () => {
  expect(reasonOf('Kx9#pLm2vQ')).toBe(PASSWORD_REASONS.tooShort);
});

test('the best-known passwords are refused whatever the case and the digits or symbols at the ends', () => {
  for (const password of [
    'passwordpassword',
    'PASSWORDPASSWORD',
    'iloveyou1234',
    'Password2024!',
    '!!P@ssw0rd1999',
    'Welcome12345',
    'Sunshine#2025',
    'letmein123456',
    'Trustno1Trustno1',
    'qwertyqwertyqwerty',
    'Mississauga2025',
    'pass word 1234',
  ]) {
    expect(reasonOf(password), password).toBe(PASSWORD_REASONS.common);
  }
});

test('one repeated character or a short repeated pattern is refused', () => {
  expect(reasonOf('aaaaaaaaaaaa')).toBe(PASSWORD_REASONS.repeated);
  expect(reasonOf('111111111111')).toBe(PASSWORD_REASONS.repeated);
  expect(reasonOf('abababababab')).toBe(PASSWORD_REASONS.repeated);
  expect(reasonOf('x9!kx9!kx9!k')).toBe(PASSWORD_REASONS.repeated);
});

test('alphabet, digit and keyboard runs in either direction are refused', () => {
  for (const password of [
    'abcdefghijkl',
    '123456789012',
    '9876543210987',
    'qwertyuiopas',
    'lkjhgfdsapoiu',
    '1qaz2wsx3edc',
  ]) {
    expect(reasonOf(password), password).toBe(PASSWORD_REASONS.sequence);
  }
});

test('a password containing the username, the e-mail local part or the company name is refused', () => {
  expect(reasonOf('my-DispatchLead-key')).toBe(PASSWORD_REASONS.userName);
  expect(reasonOf('Morgan.Lee forever after')).toBe(PASSWORD_REASONS.email);
  expect(reasonOf('morganlee rides north')).toBe(PASSWORD_REASONS.email);
  expect(reasonOf('SafeYard rocks 2025')).toBe(PASSWORD_REASONS.company);
  expect(reasonOf('safe yard is my home')).toBe(PASSWORD_REASONS.company);
  expect(reasonOf('$afeY4rd gate opener')).toBe(PASSWORD_REASONS.company);
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
