// Extracts the English message catalogues from the sources: `en.json` (the core, every first screen
// loads it) and one `en.<part>.json` per part of message-parts.json, loaded with the routes naming it
// (ADR 0014). Usage: node scripts/extract-messages.mjs [output folder, default src/i18n]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const packageRoot = join(import.meta.dirname, '..');
const formatjs = join(packageRoot, 'node_modules', '.bin', 'formatjs');
const outDir = process.argv[2] ?? join(packageRoot, 'src', 'i18n');
const { '//': _comment, ...parts } = JSON.parse(readFileSync(join(packageRoot, 'message-parts.json'), 'utf8'));

function extract(sources, ignored, outFile) {
  execFileSync(
    formatjs,
    ['extract', ...sources, '--ignore', 'src/**/*.d.ts', ...ignored, '--out-file', outFile, '--format', 'simple'],
    { cwd: packageRoot, stdio: 'inherit' },
  );
}

extract(['src/**/*.{ts,tsx}'], Object.values(parts).flat(), join(outDir, 'en.json'));
for (const [part, sources] of Object.entries(parts)) extract(sources, [], join(outDir, `en.${part}.json`));
