import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const compiledPrefix = '\0compiled-messages:';

/**
 * In production the message catalogues (src/i18n/<language>.json, id -> ICU string) are compiled to
 * react-intl's AST at build time, so the bundle can use the ICU parser's no-parser build (about 7 kB
 * gzip less on the first screen). Dev and Storybook parse at run time.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'eventsuite:precompiled-messages',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!/\/i18n\/[a-z]{2}\.json$/.test(source) && !/^\.\/[a-z]{2}\.json$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      // The virtual id drops ".json" so that Vite's JSON plugin leaves it to this plugin.
      return resolved && /\/src\/i18n\/[a-z]{2}\.json$/.test(resolved.id)
        ? compiledPrefix + resolved.id.slice(0, -'.json'.length)
        : null;
    },
    load(id) {
      if (!id.startsWith(compiledPrefix)) return null;
      const file = `${id.slice(compiledPrefix.length)}.json`;
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [key, parse(message)]));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), vanillaExtractPlugin(), ...(command === 'build' ? [precompiledMessages()] : [])],
  resolve: {
    alias:
      command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : [],
  },
  server: {
    port: 5173,
    // The dev server serves the app; the API, identity and config come from the portal server on :8080.
    proxy: Object.fromEntries(
      ['/api', '/id', '/oidc', '/health', '/config.json'].map((path) => [path, 'http://localhost:8080']),
    ),
  },
  build: { manifest: true, sourcemap: true },
}));
