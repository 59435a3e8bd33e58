import { defineConfig, globalIgnores } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/*
 * The layers of lib/ (docs/architecture.md), bottom up, and within each layer its folders in
 * an order of their own: a folder may import from the folders listed before it and from
 * itself (where dpdm, `npm run lint:cycles`, keeps files from a cycle), never from a folder
 * listed after it. So no two folders can import each other, directly or through a third.
 */
const LAYERS = [
  {
    layer: 'leaf',
    folders: [
      // Process-level helpers that import nothing: every other folder may use them.
      'async',
      'i18n',
      // Text helpers, the one accent-folding and slug rule among them, which places read.
      'text',
      'places',
      'paging',
      'config',
      'urls',
      'http',
      'security',
      'build',
      'testing',
      'pages',
      'shared-cache',
    ],
  },
  { layer: 'api', folders: ['api'] },
  { layer: 'directory', folders: ['directory'] },
  // The facts of a catalog item, which the content index stores and the models show.
  { layer: 'catalog', folders: ['catalog'] },
  // What businesses offer: the content index and its background sync.
  { layer: 'content', folders: ['content'] },
  { layer: 'models', folders: ['models'] },
  {
    layer: 'renderings',
    // The formats first; then the MCP server, which answers with twins and companion files;
    // then the site's endpoints, which share the MCP server's answers and describe its tools.
    folders: ['markdown', 'seo', 'sitemap', 'resilience', 'llms', 'companions', 'mcp', 'routes'],
  },
];

const FOLDERS = LAYERS.flatMap(({ folders }) => folders);
const libElements = FOLDERS.map((folder) => ({
  type: `lib/${folder}`,
  pattern: `lib/${folder}/**`,
  mode: 'full',
}));

/** The lib/ folders a folder may import: itself and every folder listed before it. */
const upTo = (folder) => FOLDERS.slice(0, FOLDERS.indexOf(folder) + 1).map((f) => `lib/${f}`);
/** Every lib/ folder of the layers up to and including `layer`. */
const layersUpTo = (layer) => upTo(LAYERS.find((entry) => entry.layer === layer).folders.at(-1));

const API_DOOR = {
  regex: '(^@/|(^|/))lib/api/(?!testing/)',
  message:
    "Import the API layer through its door: `from '@/lib/api'` (lib/api/index.ts), never a file inside it.",
};
const API_TESTING_FOR_TESTS = {
  regex: '(^@/|(^|/))lib/api/testing/',
  message: 'lib/api/testing/ is test code: only unit tests and the e2e suite may import it.',
};

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
            'Layering: ${file.type} code may not import ${dependency.type} code (a lib/ folder imports only itself and the folders listed before it in eslint.config.mjs: the layers below and the folders before it in its own layer; see docs/architecture.md)',
          rules: [
            ...FOLDERS.map((folder) => ({ from: `lib/${folder}`, allow: upTo(folder) })),
            { from: 'components', allow: [...layersUpTo('renderings'), 'components'] },
            { from: 'app', allow: [...layersUpTo('renderings'), 'components', 'app'] },
            { from: 'tests', allow: ['**'] },
            { from: 'sample-api', allow: [...layersUpTo('api'), 'sample-api'] },
            // bench/content writes and reads a content index store.
            { from: 'bench', allow: [...layersUpTo('content'), 'bench', 'sample-api'] },
            // The end-to-end suite sits above everything and may use lib's test helpers.
            { from: 'e2e', allow: [...layersUpTo('renderings'), 'e2e', 'sample-api', 'bench'] },
          ],
        },
      ],
    },
  },
  {
    // The API layer's one door: outside lib/api, only `@/lib/api` (its index.ts). Its test
    // helpers (lib/api/testing/) are not part of the door: only tests may import them.
    files: ['**/*.{ts,tsx,mts,mjs}'],
    ignores: ['lib/api/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [API_DOOR, API_TESTING_FOR_TESTS] }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**'],
    ignores: ['lib/api/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [API_DOOR] }] },
  },
  {
    // Small files: no source file over 250 lines. Tests, the sample API's datasets and
    // generated declarations are not source.
    files: ['**/*.{ts,tsx,mts,mjs,js,cjs}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'e2e/**/*.spec.ts',
      'e2e/large/*.large.ts',
      'sample-api/data/**',
      '**/*.d.{ts,mts}',
    ],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }] },
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
