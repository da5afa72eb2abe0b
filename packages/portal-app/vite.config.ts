import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport, type Plugin, type Rollup } from 'vite';
import {
  accountTypeWithoutDashboard,
  earlyAnswersGlobal,
  earlyIdentityPaths,
  earlyStartPagePaths,
} from './src/api/early-answers';
import type { VisitorRoute } from './src/boot/visitor-routes';
import { visitorRoutesOf } from './src/boot/visitor-routes-of';
import type { RouteDefinition } from './src/route-table/route-table';

const reactRouterProductionBuild = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);
const compiledPrefix = '\0compiled-messages:';

/**
 * In production the message catalogues (src/i18n/<language>[.<part>].json, id -> ICU string) are compiled to
 * react-intl's AST at build time, so the bundle can use the ICU parser's no-parser build (about 7 kB
 * gzip less on the first screen). Dev and Storybook parse at run time.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'eventsuite:precompiled-messages',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!/\/i18n\/[a-z]{2}(\.[a-z-]+)?\.json$/.test(source) && !/^\.\/[a-z]{2}(\.[a-z-]+)?\.json$/.test(source)) {
        return null;
      }
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      // The virtual id drops ".json" so that Vite's JSON plugin leaves it to this plugin.
      return resolved && /\/src\/i18n\/[a-z]{2}(\.[a-z-]+)?\.json$/.test(resolved.id)
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

/** The ESTree nodes of `node`'s subtree, depth first. */
function* nodesOf(node: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(node)) {
    for (const child of node) yield* nodesOf(child);
  } else if (node && typeof node === 'object' && typeof (node as { type?: unknown }).type === 'string') {
    yield node as Record<string, unknown>;
    for (const value of Object.values(node)) if (value && typeof value === 'object') yield* nodesOf(value);
  }
}

const propertyName = (property: Record<string, unknown>) => {
  const key = property.key as { name?: string; value?: unknown } | undefined;
  return key?.name ?? (typeof key?.value === 'string' ? key.value : undefined);
};

/**
 * In production a message descriptor keeps only its id: the English text of `defaultMessage` is in the
 * English catalogue, which every screen loads first (ADR 0014), so the bundle need not carry it twice.
 * The property (and its comma) is overwritten with spaces, so columns and the source map stay right.
 */
function strippedDefaultMessages(): Plugin {
  return {
    name: 'eventsuite:stripped-default-messages',
    enforce: 'post',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('defaultMessage')) return null;
      const ranges: [number, number][] = [];
      for (const node of nodesOf(this.parse(code))) {
        if (node.type !== 'ObjectExpression') continue;
        const properties = (node.properties as Record<string, unknown>[]).filter((p) => p.type === 'Property');
        if (!properties.some((p) => propertyName(p) === 'id')) continue;
        for (const property of properties) {
          if (propertyName(property) !== 'defaultMessage') continue;
          let end = property.end as number;
          const comma = /^\s*,/.exec(code.slice(end));
          if (comma) end += comma[0].length;
          ranges.push([property.start as number, end]);
        }
      }
      if (ranges.length === 0) return null;
      let stripped = code;
      for (const [start, end] of ranges) {
        stripped = stripped.slice(0, start) + stripped.slice(start, end).replace(/[^\n]/g, ' ') + stripped.slice(end);
      }
      return { code: stripped, map: null };
    },
  };
}

/** Text files worth compressing; source maps are only fetched by developer tools. */
const compressible = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy next to every text file of the build, once, at the
 * highest levels: the server picks one by Accept-Encoding (@fastify/static's preCompressed) instead of
 * compressing each answer. A copy that would not be smaller is not written.
 */
function precompressedFiles(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'eventsuite:precompressed-files',
    async writeBundle({ dir }) {
      if (!dir) throw new Error('The build has no output directory to compress');
      const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && compressible.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const copies = await Promise.all([
            brotli(content, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }).then((data) => ({ suffix: '.br', data })),
            gzipAsync(content, { level: zlib.Z_BEST_COMPRESSION }).then((data) => ({ suffix: '.gz', data })),
          ]);
          await Promise.all(
            copies
              .filter(({ data }) => data.length < content.length)
              .map(({ suffix, data }) => writeFile(file + suffix, data)),
          );
        }),
      );
    },
  };
}

const visitorRoutesId = 'virtual:visitor-routes';

/** The entry modules of the two pages, which stay apart from the chunk groups (or Vite's manifest loses them). */
const entryModules = /\/(index\.html|sign-in\.html|src\/boot\/boot\.ts|src\/sign-in-entry\.tsx)$/;

/**
 * The sign-in page's frame and the sign-in step (ADR 0020), which only the sign-in page and route load. Not
 * the sign-in area's screens inside the app (features/sign-in/in-app: the callback, signing out), nor the
 * second step, which loads after a right password asks for it (features/sign-in/two-factor, ADR 0033), nor
 * the single sign-on call, loaded on its button's press, nor the page of a sign-in step run out. With
 * them the steps' frame and the links to the steps beside the form (issue 30); the steps themselves load on use.
 */
const signInPageModules = new RegExp(
  [
    '\\/src\\/(app\\/(SignInPage|sign-in-page)\\.tsx|features\\/sign-in\\/(?!in-app\\/|two-factor\\/|single-sign-on\\.ts|SignInExpired\\.tsx)',
    '|routes\\/screens\\/SignInSteps\\.tsx',
    '|features\\/account-security\\/(SignInLinks\\.tsx|AccountSecurity\\.css\\.ts|go-to-portal\\.ts))',
  ].join(''),
);

/**
 * What the boot step imports (ADR 0020): kept in a chunk of their own, off the app's shared chunk. A
 * visitor's sign-in (boot/visitor-sign-in.ts) is a chunk of its own, which a signed-in tab never loads.
 */
const bootModules = new RegExp(
  [
    '\\/src\\/boot\\/visitor-routes\\.ts$',
    '\\/src\\/api\\/(page-request|runtime-config-request)\\.ts$',
    '\\/src\\/session\\/client-settings\\.ts$',
    // The catalogue loader, so that a visitor's catalogue loads alongside the sign-in page's code.
    '\\/src\\/i18n\\/(locale|messages)\\.ts$',
    // The last input's key and reader: the input watcher, which each page loads after its paint, finds
    // it here rather than with the screens that read it.
    '\\/src\\/layout\\/input-modality\\.ts$',
    '\\/api-contract\\/src\\/paths\\.ts$',
    visitorRoutesId,
    // Vite's helpers: behind dynamic imports (the boot step's start of the app or the sign-in page) and
    // the modulepreload polyfill every page gets.
    'vite\\/(preload-helper|modulepreload-polyfill)',
  ].join('|'),
);

/**
 * `virtual:visitor-routes`, the boot step's view of the route table (ADR 0020): which paths a visitor
 * signs in for, and the sign-in step's and the callback's paths. Read from the route table itself, so
 * the boot step carries no route table and no list kept by hand.
 */
function visitorRoutes(): Plugin {
  const routeTable = join(import.meta.dirname, 'src', 'route-table', 'route-table.ts');
  return {
    name: 'eventsuite:visitor-routes',
    resolveId: (source) => (source === visitorRoutesId ? `\0${visitorRoutesId}` : null),
    async load(id) {
      if (id !== `\0${visitorRoutesId}`) return null;
      this.addWatchFile(routeTable);
      const { module } = await runnerImport<{ routeTable: readonly RouteDefinition[] }>(routeTable, {
        configFile: false,
        logLevel: 'error',
      });
      const pathOf = (name: string) => {
        const route = module.routeTable.find((candidate) => candidate.name === name);
        if (!route) throw new Error(`The route table has no ${name} route`);
        return route.path;
      };
      const routes: VisitorRoute[] = visitorRoutesOf(module.routeTable);
      return [
        `export const visitorRoutes = ${JSON.stringify(routes)};`,
        `export const appLandings = ${JSON.stringify({ signIn: pathOf('sign-in'), callback: pathOf('login') })};`,
      ].join('\n');
    },
  };
}

/** The dev server answers /sign-in/* with the sign-in page, as the portal server does (ADR 0020). */
function signInPageInDev(): Plugin {
  return {
    name: 'eventsuite:sign-in-page-in-dev',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url?.startsWith('/sign-in/') && request.headers.accept?.includes('text/html')) {
          request.url = '/sign-in.html';
        }
        next();
      });
    },
  };
}

/** The chunk groups a signed-in tab's first screen loads: the app's shared code, and its start with the session and the dashboard. */
const signedInGroups = ['app', 'screens'];
/** The modules of those a signed-in tab's first screen requests as chunks of their own (see `storedSessionHint`). */
const signedInModules = [
  /\/src\/main\.tsx$/,
  /\/src\/session\/oidc-session\.ts$/,
  /\/src\/layout\/SignedInChrome\.tsx$/,
  /\/src\/features\/dashboard\/DashboardScreen\.tsx$/,
];

/**
 * A tab that holds a session (oidc-client-ts's user in session storage, as `hasStoredSession` reads it)
 * needs the app's chunks and the dashboard's, but the boot step asks for the app only once it has run, and
 * the app for the dashboard only once it has started. This small classic script, loaded `async` beside
 * the boot step, lists those chunks as module preloads at once when a stored session is there, so they
 * download with the boot step (ADR 0011, ADR 0020). A visitor's tab holds none: it loads this script only,
 * no app and no signed-in code. A file, not inline, as the CSP allows 'self' only.
 */
function storedSessionHint(): Plugin {
  let fileName: string | undefined;
  return {
    name: 'eventsuite:stored-session-hint',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
        const groups = chunks.filter((chunk) => !chunk.isEntry && signedInGroups.includes(chunk.name));
        const facades = signedInModules.map((pattern) =>
          chunks.filter((chunk) => chunk.isDynamicEntry && pattern.test(chunk.facadeModuleId ?? '')),
        );
        if (groups.length !== signedInGroups.length || facades.some((found) => found.length !== 1)) {
          throw new Error(
            `Expected one chunk for each of ${signedInGroups.join(', ')} and ${signedInModules.join(', ')}`,
          );
        }
        // The core catalogues, one per interface language: the app reads the one of the visitor's locale
        // before its first render (main.tsx).
        const catalogues = Object.fromEntries(
          ['en', 'de'].map((language) => {
            const found = chunks.filter((chunk) => chunk.facadeModuleId?.endsWith(`/src/i18n/${language}`));
            if (found.length !== 1) throw new Error(`Expected one chunk for the ${language} catalogue`);
            return [language, `/${found[0]!.fileName}`];
          }),
        );
        const scripts = [...groups, ...facades.flat()];
        // [href, rel, as]: the scripts as module preloads, their CSS as preloads (the app applies it).
        const links = [
          ...scripts.map((chunk) => [`/${chunk.fileName}`, 'modulepreload', '']),
          ...scripts
            .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])
            .map((css) => [`/${css}`, 'preload', 'style']),
        ];
        // Hands the app a stored session's config and identity (src/api/early-answers.ts); a token close
        // to expiry is left to the app, which refreshes it first. Failures leave the app to ask itself.
        const source = `(()=>{
const key=Object.keys(sessionStorage).find(k=>k.startsWith('oidc.user:'));
if(!key)return;
// The catalogue of the language the app starts in: the locale cookie, else the browser's first supported
// language, else English (visitorLocale, src/i18n/locale.ts).
const catalogues=${JSON.stringify(catalogues)};
const language=[/(?:^|;\\s*)locale=([a-z]{2})/i.exec(document.cookie)?.[1],...(navigator.languages??[])].map(l=>l?.slice(0,2).toLowerCase()).find(l=>l in catalogues)??'en';
for(const [href,rel,as] of [...${JSON.stringify(links)},[catalogues[language],'modulepreload','']]){const l=document.createElement('link');l.href=href;l.rel=rel;if(as)l.as=as;l.crossOrigin='';document.head.append(l)}
let user;try{user=JSON.parse(sessionStorage.getItem(key))}catch{return}
if(typeof user?.access_token!=='string'||!(user.expires_at*1000>Date.now()+60000))return;
const none=()=>undefined,accept={Accept:'application/json'};
// Read at once: an answer the app never takes (a signed-out page) must not stay open.
const read=r=>r.blob().then(b=>new Response(b,{status:r.status,statusText:r.statusText,headers:r.headers}),none);
const config=fetch('/config.json',{headers:accept}).then(r=>r.ok?r:undefined,none);
const dashboard=location.pathname==='/'&&user.profile?.account_type!==${JSON.stringify(accountTypeWithoutDashboard)};
const paths=${JSON.stringify(earlyIdentityPaths)}.concat(dashboard?${JSON.stringify(earlyStartPagePaths)}:[]);
window.${earlyAnswersGlobal}={at:Date.now(),token:user.access_token,config:config.then(r=>r?.clone()),
answers:config.then(r=>r.json()).then(c=>Object.fromEntries(paths.map(path=>{
const url=c.apiBaseUrl.replace(/\\/$/,'')+path;
return [url,fetch(url,{headers:{...accept,Authorization:'Bearer '+user.access_token}}).then(read,none)]}))).catch(()=>({}))};
})();
`;
        fileName = `assets/stored-session-hint-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { filename }) {
        // The app's page only: the sign-in page is a visitor's (ADR 0020).
        if (!filename.endsWith('index.html')) return [];
        if (!fileName) throw new Error('The stored-session hint was not written before index.html');
        return [{ tag: 'script', attrs: { async: true, src: `/${fileName}` }, injectTo: 'head' as const }];
      },
    },
  };
}

/** The web font's file for Latin text (English and German): the one every first screen lays text out in. */
const latinWebFont = 'inter-latin-wght-normal.woff2';

/**
 * Preloads the web font from both pages' heads. Without it the font is only requested once the app has
 * rendered text, a round trip after the last script of the first screen; preloaded, it downloads beside
 * the scripts (ADR 0011). Only the Latin file: other scripts' files load if a page shows their text.
 */
function webFontPreload(): Plugin {
  return {
    name: 'eventsuite:web-font-preload',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.values(bundle ?? {}).filter(
          (output) => output.type === 'asset' && output.originalFileNames.some((name) => name.endsWith(latinWebFont)),
        );
        if (font.length !== 1) throw new Error(`Expected one asset for the web font ${latinWebFont}`);
        const attrs = {
          rel: 'preload',
          href: `/${font[0]!.fileName}`,
          as: 'font',
          type: 'font/woff2',
          crossorigin: '',
        };
        return [{ tag: 'link', attrs, injectTo: 'head' as const }];
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    visitorRoutes(),
    signInPageInDev(),
    ...(command === 'build'
      ? [precompiledMessages(), strippedDefaultMessages(), storedSessionHint(), webFontPreload(), precompressedFiles()]
      : []),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
            // React Router ships a production build beside its development one (no dev-only checks), but its
            // package exports name only the latter: 0.7 kB less on the signed-in first screen.
            { find: /^react-router$/, replacement: reactRouterProductionBuild },
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
  build: {
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      // The app (index.html, whose boot step starts it) and the sign-in page on its own (ADR 0020).
      input: { index: join(import.meta.dirname, 'index.html'), 'sign-in': join(import.meta.dirname, 'sign-in.html') },
      output: {
        // A few chunks per first screen instead of dozens of small shared ones (ADR 0011): each group takes
        // its modules with everything they import that an earlier group did not take.
        codeSplitting: {
          groups: [
            // What the boot step needs besides its entry module: it must not wait for any other chunk.
            { name: 'boot', test: bootModules, priority: 8 },
            // Everything the sign-in page's entry imports statically, which the app shares: React, react-intl,
            // the theme, the API client and the sign-in step (not the entries, which the manifest needs).
            // The sign-in page's own frame and the sign-in step stay with the page: a signed-in tab never needs them.
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !entryModules.test(id) && !signInPageModules.test(id),
              priority: 7,
            },
            // The sign-in page's frame and the sign-in step: one chunk for the page and the app's sign-in route.
            { name: 'sign-in', test: signInPageModules, priority: 6 },
            // The app's own start (App.tsx and its imports: router, store, the session's loader), what every data
            // screen shares, the session code with the identity calls, and what a signed-in first screen adds (the
            // chrome and the dashboard): one chunk with one stylesheet, since Lighthouse's simulated phone, like a
            // real one on HTTP/1.1, pays a round trip per request (ADR 0011). Not main.tsx itself: a chunk runs
            // the modules it holds, and main.tsx starts the app.
            {
              name: 'screens',
              test: /\/src\/(app\/App\.tsx$|session\/oidc-session\.ts$|features\/dashboard\/|layout\/SignedInChrome)/,
              priority: 5,
            },
            // The regional formats (with the profile schemas they read), which the bell needs once the first
            // screen has painted: on their own, or the company group would take them with its 47 kB.
            { name: 'regional', test: /\/src\/regional\//, priority: 1 },
            // The popups a signed-in first screen opens only on request (the account menu, the bell's panel) with
            // Radix's layers they need (menu, popover, popper, focus and dismiss handling) that the first screen
            // does not: below the first screens' groups, above the areas', which share those layers.
            {
              name: 'overlays',
              test: /\/design-system\/src\/components\/(AccountDropdown\/AccountMenu|NotificationBell\/NotificationPanel)\.tsx$/,
              priority: 2,
            },
            // One chunk per area beyond the first screens: an area's screens share most of their code, and
            // every chunk costs the entry a line in its preload map (vite's __vite__mapDeps).
            {
              name: 'company',
              test: /\/src\/(features\/(company[^/]*|locations|team-members|invitations)\/|routes\/screens\/(Company|TeamMember))/,
              priority: 1,
            },
            { name: 'apps', test: /\/src\/features\/apps\//, priority: 1 },
            { name: 'admin', test: /\/src\/features\/admin-[^/]+\//, priority: 1 },
            // Account security's steps and sessions screen; not the password strength estimator, whose
            // dictionary loads only when someone types a new password.
            { name: 'account-security', test: /\/src\/features\/account-security\/(?!password-strength)/, priority: 1 },
          ],
        },
      },
    },
  },
}));
