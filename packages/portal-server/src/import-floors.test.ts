import { ESLint } from 'eslint';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository's eslint.config.js, applied as `pnpm lint` applies it: the rules under test are the
// server's floors, the public faces of its areas and the ban on import cycles.
const repoRoot = resolve(fileURLToPath(import.meta.url), '../../../..');
const serverSource = join(repoRoot, 'packages/portal-server/src');
const eslint = new ESLint({ cwd: repoRoot });

/** The import rules a file breaks, linted as if it were at `path` (relative to portal-server/src). */
async function brokenImportRules(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(serverSource, path) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('import floors of portal-server (eslint.config.js)', { timeout: 30_000 }, () => {
  it('refuses infrastructure importing an area, the seeds or the app', async () => {
    const code = [
      "export { loadUser } from '../areas/identity';",
      "export { seedDemo } from '../seeds/seed-demo';",
      "export { buildApp } from '../app';",
      '',
    ].join('\n');
    expect(await brokenImportRules('http/example.ts', code)).toEqual([
      'import-x/no-restricted-paths',
      'import-x/no-restricted-paths',
      'import-x/no-restricted-paths',
    ]);
  });

  it("refuses an area importing another area's inner files", async () => {
    const code = "export { loadUser } from '../identity/queries';\n";
    expect(await brokenImportRules('areas/profile/example.ts', code)).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses an area importing the seeds or the app, outside its tests', async () => {
    const code = "export { seedDemo } from '../../seeds/seed-demo';\nexport { buildApp } from '../../app';\n";
    expect(await brokenImportRules('areas/profile/example.ts', code)).toEqual([
      'import-x/no-restricted-paths',
      'import-x/no-restricted-paths',
    ]);
    expect(await brokenImportRules('areas/profile/example.test.ts', code)).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    const directory = mkdtempSync(join(serverSource, 'lint-cycle-'));
    try {
      writeFileSync(
        join(directory, 'first.ts'),
        "import { second } from './second';\nexport const first = () => second;\n",
      );
      writeFileSync(
        join(directory, 'second.ts'),
        "import { first } from './first';\nexport const second = () => first;\n",
      );
      const results = await eslint.lintFiles([join(directory, '*.ts')]);
      const rules = results.flatMap((result) => result.messages.map((message) => message.ruleId));
      expect(rules).toEqual(['import-x/no-cycle', 'import-x/no-cycle']);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it("lets an area import its own files, infrastructure and another area's public face", async () => {
    const code = [
      "export { loadUser } from '../identity';",
      "export { runChange } from '../../changes/change';",
      "export { registerEndpoint } from '../../http/endpoint';",
      "export { profileArea } from './routes';",
      '',
    ].join('\n');
    expect(await brokenImportRules('areas/profile/example.ts', code)).toEqual([]);
  });
});
