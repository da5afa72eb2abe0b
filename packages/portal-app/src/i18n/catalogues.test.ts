import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import messageParts from '../../message-parts.json';
import { messageLanguages } from '@eventsuite/api-contract';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const packageRoot = join(import.meta.dirname, '..', '..');
const i18nDir = import.meta.dirname;
// The core catalogue and one per part of message-parts.json (ADR 0014).
const catalogueNames = [
  '',
  ...Object.keys(messageParts)
    .filter((key) => key !== '//')
    .map((part) => `.${part}`),
];

const read = (dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;

/** The argument names and rich-text tags of a message (parsing throws on a broken one), sorted. */
function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
      if (element.type === TYPE.tag) visit(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
    }
  };
  visit(parse(message));
  return [...names].sort();
}

describe('message catalogues', () => {
  // Every interface language but English, the source's: each has the same messages as English.
  const translations = messageLanguages.filter((language) => language !== 'en');
  const cases = translations.flatMap((language) => catalogueNames.map((name) => [language, name] as const));

  it.each(cases)('%s%s.json translates every message of English and has no leftovers', (language, name) => {
    expect(Object.keys(read(i18nDir, `${language}${name}.json`)).sort()).toEqual(
      Object.keys(read(i18nDir, `en${name}.json`)).sort(),
    );
  });

  it.each(cases)(
    '%s%s.json has no empty message, and each one parses with the placeholders of English',
    (language, name) => {
      const english = read(i18nDir, `en${name}.json`);
      for (const [id, message] of Object.entries(read(i18nDir, `${language}${name}.json`))) {
        expect(message.trim(), id).not.toBe('');
        expect(placeholdersOf(message), id).toEqual(placeholdersOf(english[id] ?? ''));
      }
    },
  );

  it('matches what the source declares, each message in one part (run `pnpm i18n:extract` after changing messages)', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'messages-'));
    execFileSync(process.execPath, [join(packageRoot, 'scripts', 'extract-messages.mjs'), outDir], {
      cwd: packageRoot,
      stdio: 'pipe',
    });
    const ids = new Set<string>();
    for (const name of catalogueNames) {
      const extracted = read(outDir, `en${name}.json`);
      expect(extracted, `en${name}.json`).toEqual(read(i18nDir, `en${name}.json`));
      for (const id of Object.keys(extracted)) {
        expect(ids.has(id), `${id} is declared in two parts`).toBe(false);
        ids.add(id);
      }
    }
  });
});
