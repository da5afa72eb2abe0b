import { parse } from '@formatjs/icu-messageformat-parser';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Message catalogues (src/i18n/<locale>.json, id -> ICU string) are compiled to react-intl's AST at
 * build time, so the production bundle can drop the ICU parser (aliased to its no-parser build).
 */
function precompiledMessages(): Plugin {
  return {
    name: 'eventsuite:precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/i18n\/[a-z]{2}\.json$/.test(id)) return null;
      const catalogue = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [key, parse(message)]));
      return { code: `export default ${JSON.stringify(compiled)};`, map: null };
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
              replacement: '@formatjs/icu-messageformat-parser/no-parser',
            },
          ]
        : [],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/id': 'http://localhost:8080',
      '/oidc': 'http://localhost:8080',
      '/config.json': 'http://localhost:8080',
    },
  },
  build: { manifest: true, sourcemap: true, target: 'es2022' },
}));
