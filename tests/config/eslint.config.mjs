// ESLint flat config (`npm run lint`). Type-unaware rules only, for speed: types are `npm run typecheck`'s job.
// Encodes the one-way layers (import direction, see README "Architecture"), small files and functions, and the
// CSP / shadow-DOM bans (no eval, no portals to document.body).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import importCycles from './eslint-import-cycles.mjs';
import logicalCss from './eslint-logical-css.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const abs = (p) => path.join(root, p);

// One zone per feature folder, read from disk so a new feature is covered without editing this file.
let features = [];
try {
  features = readdirSync(abs('src/features'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
} catch {
  /* no features yet */
}

// One-way layers: `target` may not import from `from`.
const zones = [
  {
    target: 'src/api',
    from: ['src/session', 'src/ui', 'src/features', 'src/app', 'src/host', 'elements'],
    message: 'src/api is plain TS: it may import src/lib only.',
  },
  {
    target: 'src/ui',
    from: ['src/api', 'src/session', 'src/features', 'src/app', 'src/host', 'src/widgets'],
    message: 'src/ui gets data through props.',
  },
  {
    target: 'src/widgets',
    from: ['src/features', 'src/app', 'src/host', 'src/session'],
    message: 'Widgets are props-in/render-out.',
  },
  { target: 'src/features', from: ['src/app', 'src/host', 'elements'], message: 'Features never import upwards.' },
  {
    target: 'src/session',
    from: ['src/ui', 'src/features', 'src/app', 'src/host'],
    message: 'src/session may import src/api and src/lib only.',
  },
  {
    target: 'src/lib',
    from: [
      'src/api',
      'src/session',
      'src/ui',
      'src/widgets',
      'src/features',
      'src/app',
      'src/host',
      'src/i18n',
      'elements',
    ],
    message: 'src/lib imports nothing from src.',
  },
  {
    target: 'elements',
    from: ['src/api', 'src/session', 'src/ui', 'src/widgets', 'src/i18n', 'src/lib'],
    message: 'elements/ import src/host, src/app and feature entries only.',
  },
  ...features.map((f) => ({
    target: `src/features/${f}`,
    from: 'src/features',
    except: [`./${f}`],
    message: 'Features never import each other; move shared code down to src/ui or src/api.',
  })),
  // Only a feature's public entry (src/features/<f>/*-feature.tsx) may be imported from outside the features.
  {
    target: ['src/app', 'elements'],
    from: [`${abs('src/features')}/**`],
    except: [`${abs('src/features')}/*/*-feature.tsx`],
    message: 'Import a feature through its *-feature.tsx entry.',
  },
];

// The embedded server's floors, bottom to top: the ground floor (lib, http, db, context.ts); accounts and auth;
// the domains (repositories, services, routes); the transports, WebSocket, rule engine, cluster bridge and seed, wired together in
// app.ts. A floor imports only the floors below it. Domains are every other folder, read from disk.
const server = (p) => abs(`demo/server/${p}`);
const serverGround = ['lib', 'http', 'db'];
const serverAccounts = [
  'security',
  'auth',
  'users',
  'customers',
  'audit-logs',
  'system',
  'mail',
  'sms',
  'tenant-profiles',
];
const serverTop = ['transport', 'ws', 'rule-engine', 'cluster', 'simulator', 'seed', 'testing', 'static'];
let serverDomains = [];
try {
  serverDomains = readdirSync(abs('demo/server'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && ![...serverGround, ...serverAccounts, ...serverTop].includes(d.name))
    .map((d) => d.name);
} catch {
  /* no server */
}
const dirs = (names) => names.map((n) => server(`${n}/**`));
const serverWiring = [server('{app,main,routes}.ts')];
// The tenant repository is an accounts table (users belong to tenants); tenant provisioning and routes are domain code.
const tenantRepo = server('tenants/repo.@(ts)'); // a glob: zone exceptions of glob zones must be globs
const serverZones = [
  {
    target: [...dirs(serverGround), server('context.ts')],
    from: [...dirs([...serverAccounts, ...serverDomains, ...serverTop]), ...serverWiring],
    message:
      'The server ground floor (lib, http, db, context.ts) imports nothing above it; domains extend ServerContext by module augmentation.',
  },
  {
    target: dirs(['security']),
    from: [
      ...dirs([...serverAccounts.filter((a) => a !== 'security'), ...serverDomains, ...serverTop]),
      ...serverWiring,
    ],
    message: 'security/ (tokens, the guard, password hashing) stands on the ground floor only.',
  },
  {
    target: [...dirs(serverAccounts), tenantRepo],
    from: [...dirs([...serverDomains, ...serverTop]), ...serverWiring],
    except: [tenantRepo],
    message: 'Accounts and auth import only the ground floor and each other.',
  },
  {
    target: dirs(serverDomains),
    from: [...dirs(serverTop), ...serverWiring],
    message:
      'Domains never import transports, WebSocket, rule engine or seed: report through ctx (entityActions, telemetry); app.ts wires them.',
  },
  {
    target: [
      server('**/repo.ts'),
      server('**/*-repo.ts'),
      server('**/model.ts'),
      server('**/service.ts'),
      server('**/*-service.ts'),
    ],
    from: [server('**/routes.ts'), server('**/*-routes.ts')],
    message: 'Repositories, models and services never import route files.',
  },
  {
    target: dirs(serverTop),
    from: serverWiring,
    message: 'Only main.ts imports app.ts; only app.ts imports the route table.',
  },
];

// SQL text in a string or template: a statement's keywords (upper case, as every statement of the server is written)
// or a positional parameter.
const SQL_TEXT = String.raw`/\b(SELECT|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|WITH\s+\w+\s+AS)\b|\$\d/`;
const SQL_IN_ROUTES =
  "SQL lives in the domain's repo.ts: give the query a well-named, typed function there and call it from the route.";

const reactImports = {
  group: [
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    'react-*',
    '@tanstack/react-*',
    'styled-components',
    'valtio/react',
    '@floating-ui/react*',
    '@xyflow/react',
  ],
  message: 'No React here.',
};

// ESLint cannot give one rule two severities, so the 500-line hard limit is the core rule under a second name.
const size = { rules: { 'max-lines': builtinRules.get('max-lines') } };
const lines = (max) => ({ max, skipBlankLines: true, skipComments: true });

export default defineConfig(
  {
    ignores: [
      'dist/**',
      '**/node_modules/**',
      '.data/**',
      'tests/e2e/screenshots/**',
      'tests/e2e/.results/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, size },
    // Without all three, import-x silently skips .ts files: the resolver must know extensionless .ts/.tsx
    // imports (no-restricted-paths), and no-cycle only parses files whose extension and parser it knows.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.js'] },
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'elements/**/*.ts'],
    languageOptions: { globals: globals.browser },
    plugins: { 'iot-imports': importCycles },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // import-x/no-cycle skips type-only imports; iot/no-import-cycle counts them too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'iot-imports/no-import-cycle': 'error',
      // Strict-CSP host pages have no 'unsafe-eval'.
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message:
                "src/i18n/use-translation: one shared t per language instead of react-i18next's per-mount setup.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // Portals to document.body leave the shadow root and lose every style.
          selector:
            "CallExpression:matches([callee.name='createPortal'], [callee.property.name='createPortal'])[arguments.1.object.name='document'][arguments.1.property.name='body']",
          message: 'Portal into the shadow root (DomRoot portalRoot), never document.body.',
        },
        {
          selector:
            "JSXOpeningElement[name.name=/Portal$/] > JSXAttribute[name.name='root'] MemberExpression[object.name='document'][property.name='body']",
          message: 'Portal into the shadow root (DomRoot portalRoot), never document.body.',
        },
      ],
    },
  },
  {
    // Layouts mirror in right-to-left locales: logical CSS properties only (inline-start/end, text-align: start).
    files: ['src/**/*.{ts,tsx}', 'demo/gallery/**/*.{ts,tsx}'],
    plugins: { iot: logicalCss },
    rules: { 'iot/logical-css': 'error' },
  },
  {
    // Allow-list: code that positions by physical coordinates on purpose. Charts and the rule-chain canvas keep
    // their own left-to-right direction in every locale (time runs left to right; node ports are left = in,
    // right = out), maps place markers by pixel offsets of the map.
    files: ['src/widgets/charts/**', 'src/widgets/maps/**', 'src/features/rule-chains/flow/**'],
    rules: { 'iot/logical-css': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'elements/**/*.ts', 'demo/server/**/*.ts'],
    rules: { 'max-lines': ['warn', lines(300)], 'size/max-lines': ['error', lines(500)] },
  },
  {
    files: ['demo/server/**/*.ts'],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: serverZones }],
    },
  },
  {
    // One data-access convention: a route file checks, validates and answers; the SQL it needs is a typed function of
    // its domain's repo.ts. Neither statements nor SQL text (a statement, or a `$n` placeholder of a WHERE fragment).
    files: ['demo/server/**/*routes*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.property.name='query']",
          "CallExpression[callee.property.name='exec']:not([callee.object.regex])",
          `Literal[value=${SQL_TEXT}]`,
          `TemplateElement[value.raw=${SQL_TEXT}]`,
        ].map((selector) => ({ selector, message: SQL_IN_ROUTES })),
      ],
    },
  },
  {
    // No function over 100 lines, anywhere: the client, the elements, the demo (server, scripts, gallery) and the tests.
    files: ['src/**/*.{ts,tsx}', 'elements/**/*.ts', 'demo/**/*.{ts,tsx,mjs,js}', 'tests/**/*.{ts,tsx,mjs,js}'],
    rules: { 'max-lines-per-function': ['error', lines(100)] },
  },
  {
    files: ['src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [reactImports] }],
      'no-restricted-globals': ['error', { name: 'location', message: 'src/api never reads the page URL.' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'location', message: 'src/api never reads the page URL.' },
      ],
    },
  },
  {
    files: ['src/session/**/*.{ts,tsx}'],
    ignores: ['src/session/use-session.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ ...reactImports, message: 'React only in src/session/use-session.ts.' }] },
      ],
    },
  },
  {
    files: ['demo/server/**', 'demo/scripts/**', 'tests/**', '*.{mjs,js}'],
    ignores: ['tests/browser/**'],
    languageOptions: { globals: globals.node },
  },
  { files: ['demo/*.{js,mjs}', 'demo/elements/*.js'], languageOptions: { globals: globals.browser } }, // scripts of the demo pages
  { files: ['tests/browser/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser, ...globals.mocha } } },
  // chai's property assertions (`expect(x).to.exist`) are expressions by design.
  { files: ['tests/**'], rules: { '@typescript-eslint/no-unused-expressions': 'off' } },
  // e2e specs run in Node but pass functions to page.evaluate, which run in the page.
  { files: ['tests/e2e/**/*.ts'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
);
