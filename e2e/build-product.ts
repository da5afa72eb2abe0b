import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Global setup of the e2e suite: builds the product the way `pnpm start` does before it serves (turbo,
 * a cache hit when `pnpm build` ran), so that every worker starts the current build.
 */
export default function buildProduct() {
  execFileSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', '--filter=@eventsuite/portal-server...', '--output-logs=errors-only'],
    { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: 'inherit' },
  );
}
