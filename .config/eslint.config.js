// ESLint flat config for the whole monorepo. Run from the repository root:
//   eslint --config .config/eslint.config.js .
// Layer rules carry a message saying why (STYLE.md, The layers, one way only).
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const routerMessage =
  'Features and ui are embedded in partner portals without react-router: navigate through react-aria links (RouterProvider in apps/web) or callbacks.';

/**
 * File names are kebab-case (STYLE.md): lower-case words joined by hyphens, then any dotted
 * suffixes (`review-inbox.css.ts`, `use-cart.test.tsx`). A local rule, as no installed plugin
 * checks names.
 */
const kebabCaseFileName = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are kebab-case.' },
    messages: {
      kebab: 'File name "{{name}}" is not kebab-case (lower-case words joined by hyphens).',
    },
    schema: [],
  },
  create(context) {
    const name = context.filename.split(/[\\/]/).pop() ?? '';
    return {
      Program(node) {
        if (!/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(name)) {
          context.report({ node, messageId: 'kebab', data: { name } });
        }
      },
    };
  },
};
const locperf = { rules: { 'kebab-case-file-name': kebabCaseFileName } };

/** Restricted import patterns per layer, each with the reason. */
const layer = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { patterns, paths }],
});

/** Features read the language through the kit, whose error outside the provider is the partner's. */
const featureIntlPath = {
  name: 'react-intl',
  importNames: ['useIntl'],
  message:
    "Use useIntl of @locperf/features/intl: outside the provider its error names LocperfProvider, not react-intl's IntlProvider.",
};

/**
 * The features kit (packages/features/src/kit): what every feature shares, reached through these
 * public subpaths. Any other `@locperf/features/*` import inside a feature is another feature.
 */
const featureKit = ['ai-quota', 'forms', 'intl', 'notifications', 'tooltip-on-intent'];

/** Import rules of every file in packages/features/src, test utilities included. */
const featureLayerPatterns = [
  { group: ['react-router', 'react-router-dom', 'react-router/*'], message: routerMessage },
  {
    group: ['**/apps/**', '@locperf/web', '@locperf/web/*'],
    message: 'features never import the app: the app composes features.',
  },
  {
    group: ['@locperf/*/src/**', '@locperf/*/dist/**'],
    message: 'Import another package through its public subpath exports, never its internals.',
  },
  {
    regex: '^\\.\\./(?!test-utils(?:/|$))[^/]+(?:/|$)',
    message:
      "A feature never reaches into another feature's folder: export what is shared through @locperf/ui or @locperf/api, or let the app compose both.",
  },
];

/**
 * The mock backend (@locperf/mocks) is a private package: nothing that ships may import it, or
 * MSW and faker would follow into every partner's install (issue 17). Stories, tests and the
 * test utilities may; the app loads it only in demo mode, behind a dynamic import.
 */
const mocksPattern = {
  group: ['@locperf/mocks', '@locperf/mocks/*', '**/packages/mocks/**'],
  message:
    'The mock backend is not published: only stories, tests and the demo mode of the app may import @locperf/mocks (issue 17).',
};

/** A feature may reach the kit, never another feature (by path or by package name). */
const featureKitPattern = {
  regex: `^@locperf/features(?:/(?!(?:${featureKit.join('|')})$).*)?$`,
  message: `A feature never imports another feature, not even by package name: the app composes them. Code every feature shares belongs in the kit (${featureKit.map((subpath) => `@locperf/features/${subpath}`).join(', ')}), @locperf/ui or @locperf/api.`,
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.cache/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'locales/compiled/**',
      '**/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, locperf },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves extensionless TypeScript imports, so no-cycle sees every edge.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['@locperf/source', 'import', 'module', 'browser', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'locperf/kebab-case-file-name': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, formatjs },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Every user-visible string goes through react-intl, with an explicit id.
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: { include: [['*', '(aria-label|aria-description|alt|title|placeholder|label)']] },
        },
      ],
      // Explicit, readable ids (`area.thing.detail`), so translators see context in the catalogues.
      'formatjs/enforce-id': [
        'error',
        {
          idInterpolationPattern: '[sha512:contenthash:base64:6]',
          idWhitelist: ['^[a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9]+)+$'],
        },
      ],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
    },
  },
  {
    // Set-up scripts talk to the person running them.
    files: ['.config/scripts/**', 'locales/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    // Stories and tests may hold literal strings: they are fixtures, not product texts.
    files: [
      '**/*.stories.tsx',
      '**/*.test.{ts,tsx}',
      'tests/**',
      '**/test-utils/**',
      'apps/storybook/**',
      // Storybook's Foundations pages: English documentation for designers, not product texts.
      'packages/ui/src/foundations/**',
    ],
    rules: { 'formatjs/no-literal-string-in-jsx': 'off' },
  },
  {
    files: ['packages/ui/**'],
    rules: layer([
      {
        group: ['@locperf/api', '@locperf/api/*'],
        message: 'ui knows nothing of the API: pass data in through props.',
      },
      {
        group: ['@locperf/features', '@locperf/features/*'],
        message: 'ui is the bottom layer: features compose ui, never the other way round.',
      },
      { group: ['react-router', 'react-router-dom', 'react-router/*'], message: routerMessage },
      {
        group: ['@locperf/locales', '@locperf/locales/*'],
        message: 'ui holds no message catalogue: take translated texts as props.',
      },
      { group: ['swr', 'jotai', 'zod', 'zod/*'], message: 'ui holds no data or app state.' },
      mocksPattern,
    ]),
  },
  {
    files: ['packages/api/**'],
    rules: layer([
      {
        group: ['@locperf/ui', '@locperf/ui/*', '@locperf/features', '@locperf/features/*'],
        message:
          'api never touches the UI: raise events (onError, onPaymentRequired…) that the app wires up.',
      },
      {
        group: ['react-dom', 'react-dom/*', 'react-aria-components', 'react-intl'],
        message: 'api renders nothing: it exposes data, hooks and events.',
      },
      {
        group: ['react-router', 'react-router-dom', 'react-router/*'],
        message: 'api never navigates: report through callbacks.',
      },
      {
        ...mocksPattern,
        message:
          'api never imports the mock backend: the mocks import api, and api ships to partners without MSW or faker (issue 17).',
      },
    ]),
  },
  {
    files: ['packages/features/src/**'],
    rules: {
      ...layer([...featureLayerPatterns, featureKitPattern, mocksPattern], [featureIntlPath]),
      // The same zone for a lazy `import()`, which no-restricted-imports does not see.
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression > Literal[value=/${featureKitPattern.regex.replaceAll('/', '\\/')}/]`,
          message: featureKitPattern.message,
        },
        {
          selector: 'ImportExpression > Literal[value=/^\\.\\.\\//]',
          message:
            "A feature never reaches into another feature's folder, not even lazily: the app composes them.",
        },
      ],
      // Features reach data only through the injected client (STYLE.md).
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'Features never fetch: use the injected client and the hooks of @locperf/api.',
        },
        {
          name: 'XMLHttpRequest',
          message: 'Features never fetch: use the injected client and the hooks of @locperf/api.',
        },
      ],
    },
  },
  {
    // Stories and tests render the features against the mock backend.
    files: [
      'packages/features/src/**/*.test.{ts,tsx}',
      'packages/features/src/**/*.stories.tsx',
      'packages/features/src/**/story-decorator.tsx',
    ],
    rules: layer([...featureLayerPatterns, featureKitPattern]),
  },
  {
    // Test utilities compose features the way the app does (a product list with the cart).
    files: ['packages/features/src/test-utils/**'],
    rules: layer(featureLayerPatterns),
  },
  {
    // The provider is the package's composition root for partners, as apps/web is ours:
    // LocperfProvider wraps the embed context (@locperf/features/embed) with the rest (issue 17),
    // so it may import other features by package name. It ships: no mock backend.
    files: ['packages/features/src/provider/**'],
    rules: layer([...featureLayerPatterns, mocksPattern]),
  },
  {
    files: ['apps/web/**'],
    rules: layer([
      {
        group: ['@locperf/*/src/**', '@locperf/*/dist/**'],
        message: 'Import another package through its public subpath exports, never its internals.',
      },
    ]),
  },
);
