import { ESLint } from 'eslint';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository's eslint.config.js, applied as `pnpm lint` applies it: the rules under test are the
// layers of portal-app and the ban on import cycles.
const repoRoot = resolve(fileURLToPath(import.meta.url), '../../../..');
const appSource = join(repoRoot, 'packages/portal-app/src');
const eslint = new ESLint({ cwd: repoRoot });

/** The import rules a file breaks, linted as if it were at `path` (relative to portal-app/src). */
async function brokenImportRules(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(appSource, path) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('import boundaries of portal-app (eslint.config.js)', { timeout: 30_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const code = "export { ProfilePanel } from '../profile/ProfilePanel';\n";
    expect(await brokenImportRules('features/dashboard/Example.ts', code)).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses a feature importing from routes/ or app/', async () => {
    const code = "export { runGuards } from '../../routes/guard-loader';\nexport { App } from '../../app/App';\n";
    expect(await brokenImportRules('features/dashboard/Example.ts', code)).toEqual([
      'import-x/no-restricted-paths',
      'import-x/no-restricted-paths',
    ]);
  });

  it('refuses the layout importing a feature', async () => {
    const code = "export { default } from '../features/notifications/NotificationsWidget';\n";
    expect(await brokenImportRules('layout/Example.ts', code)).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses an import cycle', async () => {
    const directory = mkdtempSync(join(appSource, 'lint-cycle-'));
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

  it('lets a feature import its own files and the shared folders', async () => {
    const code = [
      "export { PageLayout } from '../../layout/PageLayout';",
      "export { pathTo } from '../../route-table/path-to';",
      "export { useEndpoint } from '../../api/use-endpoint';",
      "export { ProfilePanel } from './ProfilePanel';",
      '',
    ].join('\n');
    expect(await brokenImportRules('features/profile/Example.ts', code)).toEqual([]);
  });
});
