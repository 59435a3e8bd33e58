import { defineConfig, globalIgnores } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/*
 * The layers of lib/ (docs/architecture.md), bottom up. A file may import from its own layer
 * (as long as that makes no cycle) and from the layers below, never from above.
 */
const LAYERS = [
  {
    type: 'leaf',
    folders: [
      'config',
      'i18n',
      'urls',
      'text',
      'http',
      'security',
      'build',
      'paging',
      'async',
      'testing',
      'pages',
      'places',
      'shared-cache',
    ],
  },
  { type: 'api', folders: ['api'] },
  { type: 'directory', folders: ['directory'] },
  // The facts of a catalog item, which the content index stores and the models show.
  { type: 'catalog', folders: ['catalog'] },
  // What businesses offer: the content index and its background sync.
  { type: 'content', folders: ['content'] },
  { type: 'models', folders: ['models'] },
  {
    type: 'renderings',
    folders: ['markdown', 'seo', 'companions', 'llms', 'sitemap', 'resilience', 'routes', 'mcp'],
  },
];

const libElements = LAYERS.flatMap(({ type, folders }) =>
  folders.map((folder) => ({ type, pattern: `lib/${folder}/**`, mode: 'full' })),
);

const below = (type) => LAYERS.slice(0, LAYERS.findIndex((layer) => layer.type === type) + 1);
const allowedFor = (type) => below(type).map((layer) => layer.type);

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': [
        'lib/**',
        'components/**',
        'app/**',
        'proxy.ts',
        'instrumentation.ts',
        'sample-api/**',
        'bench/**',
        'e2e/**',
      ],
      'boundaries/elements': [
        // Unit tests sit beside their code and may reach for fixtures anywhere (the bench's
        // sample indexes, the sample API); the door rule below still applies to them.
        { type: 'tests', pattern: '**/*.test.{ts,tsx}', mode: 'full' },
        ...libElements,
        { type: 'components', pattern: 'components/**', mode: 'full' },
        { type: 'app', pattern: ['app/**', 'proxy.ts', 'instrumentation.ts'], mode: 'full' },
        { type: 'sample-api', pattern: 'sample-api/**', mode: 'full' },
        { type: 'bench', pattern: 'bench/**', mode: 'full' },
        { type: 'e2e', pattern: 'e2e/**', mode: 'full' },
      ],
      'import/resolver': { typescript: { alwaysTryTypes: true } },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message:
            'Layering: ${file.type} code may not import ${dependency.type} code (lib/ imports only from its own layer and the layers below; see docs/architecture.md)',
          rules: [
            ...LAYERS.map(({ type }) => ({ from: type, allow: allowedFor(type) })),
            { from: 'components', allow: [...allowedFor('renderings'), 'components'] },
            { from: 'app', allow: [...allowedFor('renderings'), 'components', 'app'] },
            { from: 'tests', allow: ['*'] },
            { from: 'sample-api', allow: ['leaf', 'api', 'sample-api'] },
            // bench/content writes and reads a content index store.
            {
              from: 'bench',
              allow: ['leaf', 'api', 'directory', 'content', 'bench', 'sample-api'],
            },
            // The end-to-end suite sits above everything and may use lib's test helpers.
            { from: 'e2e', allow: [...allowedFor('renderings'), 'e2e', 'sample-api', 'bench'] },
          ],
        },
      ],
    },
  },
  {
    // The API layer's one door: outside lib/api, only `@/lib/api` (its index.ts).
    files: ['**/*.{ts,tsx,mts,mjs}'],
    ignores: ['lib/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^@/lib/api/|(^|/)lib/api/)',
              message:
                "Import the API layer through its door: `from '@/lib/api'` (lib/api/index.ts), never a file inside it.",
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles in lib/, within a folder or across folders.
    files: ['lib/**/*.{ts,tsx}'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'lib/api/generated/**',
    'playwright-report/**',
    'test-results/**',
    'bench/results/**',
  ]),
]);
