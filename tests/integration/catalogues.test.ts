import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { expect, test } from 'vitest';

/*
 * Every message catalogue of the web app and the server comes as an English file and its French
 * twin, `<name>.en.ts` and `<name>.fr.ts` (docs/i18n.md). Both must have the same keys, and each
 * French message the same placeholders as its English one, or a screen would show a key, lose a
 * value or throw. Read from the files, so a new catalogue is checked without being listed here.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const SEARCHED = ['app', 'server'];

function catalogueFiles(): string[] {
  return SEARCHED.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.en.ts'))
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split(sep).join('/')),
  ).sort();
}

/** The one exported object of a catalogue file. */
async function catalogueIn(file: string): Promise<Record<string, string>> {
  const module = (await import(join(ROOT, file))) as Record<string, unknown>;
  const objects = Object.values(module).filter((value) => typeof value === 'object' && value !== null);
  expect(objects, `${file} exports one catalogue`).toHaveLength(1);
  return objects[0] as Record<string, string>;
}

type MessageFormatElement = ReturnType<IntlMessageFormat['getAst']>[number];
/** The parser's type of plain text (its enum is not exported by intl-messageformat). */
const LITERAL = 0 as MessageFormatElement['type'];

/** Names of the values and tags a message takes, e.g. `count`, `phone`, `link`. */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== LITERAL) names.add(element.value);
      if ('options' in element) {
        for (const option of Object.values<{ value: MessageFormatElement[] }>(element.options)) visit(option.value);
      }
      if ('children' in element) visit(element.children);
    }
  };
  visit(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

const FILES = catalogueFiles();

test('the web app has catalogues to check', () => {
  expect(FILES).toContain('app/i18n/messages/layout.en.ts');
});

test.each(FILES)('%s and its French twin have the same keys and placeholders', async (englishFile) => {
  const english = await catalogueIn(englishFile);
  const french = await catalogueIn(englishFile.replace(/\.en\.ts$/, '.fr.ts'));
  expect(Object.keys(french).sort(), 'keys only in one language').toEqual(Object.keys(english).sort());
  for (const [key, message] of Object.entries(english)) {
    expect(argumentsOf(french[key] ?? '', 'fr-CA'), key).toEqual(argumentsOf(message, 'en-CA'));
  }
});
