import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';

const packageRoot = join(import.meta.dirname, '..', '..');

describe('message catalogues', () => {
  it('has a German translation for every English message, and no German leftovers', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it('has no empty or untranslated-looking German message', () => {
    for (const [id, message] of Object.entries(de)) {
      expect(message.trim(), id).not.toBe('');
    }
  });

  it('matches what the source declares (run `pnpm i18n:extract` after changing messages)', () => {
    const outFile = join(mkdtempSync(join(tmpdir(), 'messages-')), 'en.json');
    execFileSync(
      join(packageRoot, 'node_modules', '.bin', 'formatjs'),
      ['extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.d.ts', '--out-file', outFile, '--format', 'simple'],
      { cwd: packageRoot },
    );
    expect(JSON.parse(readFileSync(outFile, 'utf8'))).toEqual(en);
  });
});
