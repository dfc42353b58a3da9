import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundedPagesRule } from './tools/eslint/bounded-pages.js';
import { ownEntitiesRule, tableEntities } from './tools/eslint/own-entities.js';

// Frontend features are siblings: a zone per feature forbids importing any other feature.
const FEATURES = readdirSync(new URL('./frontend/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = FEATURES.map((name) => ({
  target: `./frontend/src/features/${name}`,
  from: './frontend/src/features',
  except: [`./${name}`],
  message: 'A feature does not import another feature: move what both need to components/ or lib/.',
}));

// Backend domains are siblings over the kernel: a domain uses another only through that
// domain's index.ts, and the layers below (kernel, platform, db) use no domain at all.
const LAYERS = new Set(['kernel', 'platform', 'db']);
const DOMAINS = readdirSync(new URL('./functions/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !LAYERS.has(entry.name))
  .map((entry) => entry.name);
const domainZones = DOMAINS.flatMap((name) =>
  DOMAINS.filter((other) => other !== name).map((other) => ({
    target: `./functions/src/${name}`,
    from: `./functions/src/${other}`,
    // A seed step may use another domain's seed module (test/routes/registries.test.ts keeps
    // every other file from importing one, so no Lambda bundle holds seed code).
    except: ['./index.ts', './seed.ts'],
    message: `A domain uses another only through its index.ts (functions/src/${other}/index.ts); what several domains need moves down into the kernel.`,
  })),
);
const layerZones = [...LAYERS].map((layer) => ({
  target: `./functions/src/${layer}`,
  from: DOMAINS.map((name) => `./functions/src/${name}`),
  message: 'The kernel, platform and db layers sit below the domains and import none of them.',
}));

// A data table's rows are written only through its table's record (functions/src/tables/record.ts),
// so every write carries the row rules (search text, times, version), the unique markers and the
// audit entry. Outside the table engine (and db/), a direct write of a table-bound entity is an
// error: the list is read from the tables' bindings, and test/lint/row-writes.test.ts checks it
// against the table registry.
const SRC = fileURLToPath(new URL('./functions/src', import.meta.url));
const TABLE_ENTITIES = tableEntities(SRC);
// What the Lambda bundles hold: `z` imported by name is zod's whole namespace object, which
// esbuild must then bundle whole; the namespace import keeps only what a bundle uses.
const zodNamespace = [
  "ImportDeclaration[source.value='zod'][importKind='value'] > ImportSpecifier[importKind='value'][imported.name='z']",
  "ImportDeclaration[source.value='zod'] > ImportDefaultSpecifier",
].map((selector) => ({
  selector,
  message:
    "Use `import * as z from 'zod'`: esbuild then bundles only the zod a function uses (about 100 KB less).",
}));

const SCHEMA_FORM =
  'A form is made by useSchemaForm (frontend/src/lib/schema-form.ts): it builds the resolver from the shared schema, types the values and files the messages.';
// One way to data: domain code takes it from the request context (`ctx.db`, `ctx.tenant`), and
// work no request asked for builds one with systemContext(deps, emis) (kernel/context.ts).
const depsDb = {
  selector:
    "MemberExpression[property.name='db'][object.type='MemberExpression'][object.property.name='deps'], MemberExpression[property.name='db'][object.name='deps']",
  message:
    'Domain code reaches data through the request context (ctx.db, ctx.tenant); scheduled and system work builds one with systemContext(deps, emis).',
};

const directRowWrite = {
  selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(create|put|upsert|update|patch)$/][callee.object.type='MemberExpression'][callee.object.property.name=/^(${TABLE_ENTITIES.join('|')})$/]`,
  message:
    "A data table's row is written through its table's record (tableRecord from functions/src/tables), which adds search text, version and audit.",
};

export default tseslint.config(
  { ignores: ['node_modules', '**/dist', '**/dist-ssr', 'cdk.out', '.data', 'scratch', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Import cycles: tools/import-cycles.ts (in `npm run lint`) alone, which also sees
      // type-only imports; import-x/no-cycle walked the same graph a second time.
      'import-x/no-self-import': 'error',
      // Imports go one way: app -> features -> components/lib -> shared; the API never imports
      // the browser app or the local runtime; handlers reach data only through the platform.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shared',
              from: ['./functions', './frontend', './infra', './test'],
              message: 'shared/ is pure: it imports nothing of the app.',
            },
            {
              target: './functions',
              from: ['./frontend', './infra', './test'],
              message: 'The API does not depend on the web app or the local runtime.',
            },
            {
              target: './frontend/src',
              from: ['./functions', './infra'],
              message: 'The browser talks to the API over HTTP; share types through shared/.',
            },
            {
              target: './functions/src/*/handlers/**',
              from: './functions/src/db/**',
              message:
                'Handlers get tenant-scoped data from the pipeline; data access lives in services and db/.',
            },
            {
              target: './frontend/src/components',
              from: './frontend/src/features',
              message: 'components/ is below features/.',
            },
            {
              target: './frontend/src/lib',
              from: ['./frontend/src/features', './frontend/src/app'],
              message: 'lib/ is below features/ and app/.',
            },
            {
              target: './frontend/src/features',
              from: './frontend/src/app',
              message: 'features/ do not import the app shell.',
            },
            ...featureZones,
            ...domainZones,
            ...layerZones,
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/tables/**', 'functions/src/db/**'],
    rules: { 'no-restricted-syntax': ['error', directRowWrite, depsDb, ...zodNamespace] },
  },
  {
    files: ['functions/src/tables/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', depsDb, ...zodNamespace] },
  },
  {
    // The layers below the domains hand the data out: they may hold deps.db.
    files: ['functions/src/{kernel,platform}/**/*.ts', 'functions/src/*.ts'],
    rules: { 'no-restricted-syntax': ['error', directRowWrite, ...zodNamespace] },
  },
  {
    // Each entity has one owner (its domain's entities.ts): another domain asks the owner.
    files: ['functions/src/**/*.ts'],
    plugins: {
      kantoor: { rules: { 'own-entities': ownEntitiesRule({ srcDir: SRC, layers: LAYERS }) } },
    },
    rules: { 'kantoor/own-entities': 'error' },
  },
  {
    // Rule 3: a read to the end of a query names its bound (tools/eslint/bounded-pages.js).
    files: ['functions/src/**/*.ts', 'infra/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { bounded: { rules: { 'bounded-pages': boundedPagesRule } } },
    rules: { 'bounded/bounded-pages': 'error' },
  },
  {
    files: ['functions/src/db/**/*.ts', 'shared/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...zodNamespace] },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // One form style: a form is made by useSchemaForm (lib/schema-form.ts), which alone builds
    // the zod resolver; test/lint/forms.test.ts checks this rule.
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/lib/schema-form.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@hookform/resolvers/zod', message: SCHEMA_FORM },
            { name: 'react-hook-form', importNames: ['useForm'], message: SCHEMA_FORM },
          ],
        },
      ],
    },
  },
);
