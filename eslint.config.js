/**
 * Lint: type-aware typescript-eslint, the Rules of React (react-hooks), accessibility (jsx-a11y) and
 * the import borders of docs/decisions/012-lint-and-import-borders.md. Style is Prettier's job
 * (`npm run format:check`): no rule here is about layout.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const IGNORED = [
  'build',
  '.react-router',
  '.tools',
  '.tmp',
  'data',
  'test-results',
  'playwright-report',
  'node_modules',
];
const TESTS = ['**/*.test.{ts,tsx}', 'tests/**', '**/testing/**'];
const SOURCE = '*.{ts,tsx,mts,js,mjs}';

/** Every folder under `root` (itself included), as paths relative to the repository. */
function foldersUnder(root) {
  const entries = readdirSync(join(ROOT, root), { withFileTypes: true });
  return [
    root,
    ...entries.filter((entry) => entry.isDirectory()).flatMap((entry) => foldersUnder(`${root}/${entry.name}`)),
  ];
}

function subfolders(root) {
  return readdirSync(join(ROOT, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'testing')
    .map((entry) => entry.name);
}

/**
 * The features of server/modules a feature may import, beside server/lib: the applications' search
 * (its texts and their index, docs/decisions/057-plain-admin-search.md) is written with each booking
 * and read by the admin's review. It imports no feature itself, and nothing else may import it.
 * The access passes (docs/decisions/081-access-pass.md) import no feature either: the review shows
 * them, the status page carries them, and an ended tenancy (yards) revokes them.
 */
const USES = {
  booking: ['search'],
  review: ['search', 'yards', 'agreements', 'passes'],
  applicant: ['yards', 'agreements', 'passes'],
  yards: ['agreements', 'passes'],
};

/** Which folders of ours code in `folder` must not import, each with the reason shown in the error. */
function bordersOf(folder, { inTests }) {
  const [top, second, third] = folder.split('/');
  const borders = [];
  if (top === 'domain') {
    const outside = inTests ? ['app', 'server'] : ['app', 'server', 'tests', 'scripts', 'bench'];
    for (const target of outside) {
      borders.push({ target, message: 'domain/ is shared by browser and server: it imports zod and domain/ only.' });
    }
  }
  if (top === 'app') {
    borders.push({
      target: 'server',
      message: 'app/ runs in the browser: it never imports server/ (share through domain/).',
    });
    const features = subfolders('app/routes');
    // A feature is a folder of app/routes (site, booking, admin); components/, lib/ and content/
    // are shared by all features, so they never depend on one. Tests may borrow another
    // feature's test doubles (a `testing/` folder), which are not part of what it ships.
    if (!inTests && second !== 'routes') {
      borders.push({
        target: 'app/routes',
        message: 'Shared app code (components, lib, content) never imports a feature of app/routes.',
      });
    }
    if (!inTests && second === 'routes' && third) {
      for (const other of features.filter((name) => name !== third)) {
        borders.push({
          target: `app/routes/${other}`,
          message: `app/routes/${third} never imports another feature's internals (move shared code to app/components or app/lib).`,
        });
      }
    }
  }
  if (top === 'server') {
    borders.push({ target: 'app', message: 'server/ never imports app/ (share through domain/).' });
    if (second === 'lib' || second === 'db') {
      borders.push({
        target: 'server/modules',
        message: `server/${second} is below the features: it never imports server/modules.`,
      });
    }
    if (second === 'lib' && third === 'documents') {
      // Document storage is what the features and the backups build on: it stays at the bottom of
      // server/lib, on server/db and server/config.ts alone.
      for (const other of readdirSync(join(ROOT, 'server/lib')).filter((name) => name !== 'documents')) {
        borders.push({
          target: `server/lib/${other}`,
          message: 'server/lib/documents imports server/db and server/config.ts, never another part of server/lib.',
        });
      }
    }
    if (second === 'modules' && third && !inTests) {
      const others = subfolders('server/modules').filter((name) => name !== third && !USES[third]?.includes(name));
      for (const other of others) {
        borders.push({
          target: `server/modules/${other}`,
          message: `server/modules/${third} never imports another feature (move shared code to server/lib).`,
        });
      }
    }
    if (second === 'db' && third === 'migrations') {
      // From server/db/migrations, `../**` is everything of ours outside the migrations.
      borders.push({
        target: 'server/db',
        message: 'Migrations are frozen in time: they import nothing of the app, only kysely.',
      });
    }
  }
  return borders;
}

/**
 * no-restricted-imports matches the import string, and our imports are relative, so each folder
 * gets patterns written from where it stands (`^\.\./\.\./server(/|$)` from app/routes/site/).
 */
function importBorderRules(folder, { inTests }) {
  const patterns = bordersOf(folder, { inTests }).map(({ target, message }) => {
    const fromHere = relative(folder, target);
    const path = fromHere.startsWith('.') ? fromHere : `./${fromHere}`;
    return { regex: `^${path.replaceAll('.', '\\.')}(/|$)`, message };
  });
  return { 'no-restricted-imports': ['error', { patterns }] };
}

const borderConfigs = ['app', 'domain', 'server']
  .flatMap((root) => foldersUnder(root))
  .filter((folder) => !folder.split('/').some((name) => IGNORED.includes(name)))
  .flatMap((folder) => [
    { files: [`${folder}/${SOURCE}`], rules: importBorderRules(folder, { inTests: false }) },
    {
      files: [`${folder}/*.test.{ts,tsx}`, ...(folder.split('/').includes('testing') ? [`${folder}/${SOURCE}`] : [])],
      rules: importBorderRules(folder, { inTests: true }),
    },
  ]);

export default defineConfig([
  globalIgnores([...IGNORED.map((name) => `${name}/`), 'bench/results/', 'public/media/']),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: ROOT },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // An unused name is usually a leftover or a bug. `_name` marks a parameter a signature needs,
      // and `{ dropped, ...rest }` is how we leave a property out of a copy.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Off: Fastify plugins and handlers are `async` by contract (Fastify waits for the returned
      // promise; a plain function would be treated as callback style), and test doubles of fetch
      // answer with promises. A forgotten await is what no-floating-promises and
      // no-misused-promises catch.
      '@typescript-eslint/require-await': 'off',
      // React Router's loaders and actions throw a Response (`throw redirect(…)`) by design.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
    },
  },
  {
    // Plain JavaScript (build scripts, this file) is outside tsconfig: lint it without types.
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // Off: public pages are prerendered, then hydrated (docs/decisions/001-architecture.md). What
      // only the browser knows (this year, a saved draft, the viewport, reduced motion) must first
      // render as the prerendered HTML did and change after hydration, which is a state update in
      // an effect by design.
      'react-hooks/set-state-in-effect': 'off',
      // `list-style: none` (Tailwind's reset) makes Safari drop a list's semantics; role="list"
      // puts them back, so on <ul> it is not redundant.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'] }],
    },
  },
  {
    // The environment is parsed and checked once at boot, in server/config.ts alone.
    files: ['app/**', 'domain/**', 'server/**'],
    ignores: ['server/config.ts', ...TESTS],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings from server/config.ts, the one place that reads process.env.',
        },
      ],
    },
  },
  ...borderConfigs,
  {
    // Migrations take the untyped Kysely<any> on purpose: they are frozen in time and must not
    // follow later changes of server/db/database.ts.
    files: ['server/db/migrations/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: TESTS,
    rules: {
      // Tests read replies as JSON (`response.json()` is `any`) and the assertion is what checks
      // their shape; typing every reply again in the test would only restate the schema.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // `expect(spy.method).toHaveBeenCalled()` passes a method without calling it, which is fine.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Playwright reads a fixture's dependencies from the destructuring of its first parameter, so a
    // fixture that needs none is written `async ({}, use) => …`.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
]);
