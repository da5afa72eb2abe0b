import { ESLint } from 'eslint';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository's eslint.config.js, applied as `pnpm lint` applies it: the rules under test are the
// layers of portal-app, the floors of portal-server and the public faces of its areas, and the ban on
// import cycles in both.
const repoRoot = resolve(fileURLToPath(import.meta.url), '../..');
const appSource = join(repoRoot, 'packages/portal-app/src');
const serverSource = join(repoRoot, 'packages/portal-server/src');
const eslint = new ESLint({ cwd: repoRoot });

/** The import rules a file breaks, linted as if it were at `path` below `source`. */
async function brokenImportRules(source: string, path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(source, path) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const inApp = (path: string, code: string) => brokenImportRules(appSource, path, code);
const inServer = (path: string, code: string) => brokenImportRules(serverSource, path, code);

describe('import boundaries of portal-app (eslint.config.js)', { timeout: 30_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const code = "export { ProfilePanel } from '../profile/ProfilePanel';\n";
    expect(await inApp('features/dashboard/Example.ts', code)).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses a feature importing from routes/ or app/', async () => {
    const code = "export { runGuards } from '../../routes/guard-loader';\nexport { App } from '../../app/App';\n";
    expect(await inApp('features/dashboard/Example.ts', code)).toEqual([
      'import-x/no-restricted-paths',
      'import-x/no-restricted-paths',
    ]);
  });

  it('refuses the layout importing a feature', async () => {
    const code = "export { default } from '../features/notifications/NotificationsWidget';\n";
    expect(await inApp('layout/Example.ts', code)).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets a feature import its own files and the shared folders', async () => {
    const code = [
      "export { PageLayout } from '../../layout/PageLayout';",
      "export { pathTo } from '../../route-table/path-to';",
      "export { useEndpoint } from '../../api/use-endpoint';",
      "export { ProfilePanel } from './ProfilePanel';",
      '',
    ].join('\n');
    expect(await inApp('features/profile/Example.ts', code)).toEqual([]);
  });
});

describe('import floors of portal-server (eslint.config.js)', { timeout: 30_000 }, () => {
  it('refuses infrastructure importing an area, the seeds or the app', async () => {
    const code = [
      "export { loadUser } from '../areas/identity';",
      "export { seedDemo } from '../seeds/seed-demo';",
      "export { buildApp } from '../app';",
      '',
    ].join('\n');
    expect(await inServer('http/example.ts', code)).toEqual([
      'import-x/no-restricted-paths',
      'import-x/no-restricted-paths',
      'import-x/no-restricted-paths',
    ]);
  });

  it("refuses an area importing another area's inner files", async () => {
    const code = "export { loadUser } from '../identity/queries';\n";
    expect(await inServer('areas/profile/example.ts', code)).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses an area importing the seeds or the app, outside its tests', async () => {
    const code = "export { seedDemo } from '../../seeds/seed-demo';\nexport { buildApp } from '../../app';\n";
    expect(await inServer('areas/profile/example.ts', code)).toEqual([
      'import-x/no-restricted-paths',
      'import-x/no-restricted-paths',
    ]);
    expect(await inServer('areas/profile/example.test.ts', code)).toEqual([]);
  });

  it("lets an area import its own files, infrastructure and another area's public face", async () => {
    const code = [
      "export { loadUser } from '../identity';",
      "export { runChange } from '../../changes/change';",
      "export { registerEndpoint } from '../../http/endpoint';",
      "export { profileArea } from './routes';",
      '',
    ].join('\n');
    expect(await inServer('areas/profile/example.ts', code)).toEqual([]);
  });
});

describe.each([
  { name: 'portal-app', source: appSource },
  { name: 'portal-server', source: serverSource },
])('import cycles in $name (eslint.config.js)', { timeout: 30_000 }, ({ source }) => {
  it('refuses an import cycle', async () => {
    const directory = mkdtempSync(join(source, 'lint-cycle-'));
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
});
