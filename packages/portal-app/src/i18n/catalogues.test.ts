import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import messageParts from '../../message-parts.json';

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

describe('message catalogues', () => {
  it.each(catalogueNames)('en%s.json has a German translation for every message, and no German leftovers', (name) => {
    expect(Object.keys(read(i18nDir, `de${name}.json`)).sort()).toEqual(
      Object.keys(read(i18nDir, `en${name}.json`)).sort(),
    );
  });

  it('has no empty German message', () => {
    for (const name of catalogueNames) {
      for (const [id, message] of Object.entries(read(i18nDir, `de${name}.json`))) {
        expect(message.trim(), id).not.toBe('');
      }
    }
  });

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
