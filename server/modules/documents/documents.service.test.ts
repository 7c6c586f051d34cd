import { expect, test } from 'vitest';
import { displayNameOf } from './documents.service.ts';

test('a display name keeps an ordinary file name as it is', () => {
  expect(displayNameOf('Insurance certificate 2026.pdf')).toBe('Insurance certificate 2026.pdf');
});

test('a display name drops any folder path the browser sent', () => {
  expect(displayNameOf('C:\\Users\\driver\\Desktop\\licence.jpg')).toBe('licence.jpg');
  expect(displayNameOf('../../etc/passwd')).toBe('passwd');
});

test('a display name has no control or direction-changing characters', () => {
  expect(displayNameOf('inv\u0000oice\u202egpj.exe\r\n')).toBe('invoicegpj.exe');
});

test('a display name is cut to 200 characters without splitting a character', () => {
  const name = displayNameOf(`${'é'.repeat(150)}${'🚚'.repeat(100)}`);
  expect(Array.from(name)).toHaveLength(200);
  expect(name.endsWith('🚚')).toBe(true);
});

test('an empty or blank file name is shown as "document"', () => {
  expect(displayNameOf('')).toBe('document');
  expect(displayNameOf('  \u0007 ')).toBe('document');
});
