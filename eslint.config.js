// ESLint flat config: typescript-eslint (type-aware), react-hooks, and the one-way import
// boundaries of CONVENTIONS.md expressed as no-restricted-imports per layer.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { builtinRules } from 'eslint/use-at-your-own-risk'

const layer = (files, patterns, extra = {}) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns }],
    ...extra,
  },
})
const ban = (group, message) => ({ group, message })
/** However the path is written (`@/data`, `../src/data`, `../../src/features/x`). */
const banRegex = (regex, message) => ({ regex, message })
const APP_LAYERS = '(^@/|(^|/)src/)(data|features|routes|components|lib)(/|$)'
const NO_RELATIVE_SRC = banRegex(
  '^(\\.\\./)+src/',
  'Reach src/ through the @/ alias, not a relative path.',
)
/** Test data builders that write workbooks (exceljs) for the tests. */
const FIXTURES = ['src/domain/**/fixtures.ts', 'src/domain/**/*-fixtures.ts']

// exceljs has one owner (issue 35): src/domain/xlsx/exceljs.ts loads it, the compute worker runs
// every workbook read and write, and the main thread sends and receives bytes. vite.config.ts
// refuses exceljs in the main bundle; this says so at the import.
const EXCELJS_OWNER =
  'exceljs is loaded by src/domain/xlsx/exceljs.ts only (type imports are fine): workbooks are read and written in the compute worker.'
const EXCELJS_IMPORTS = [
  { selector: "ImportExpression[source.value='exceljs']", message: EXCELJS_OWNER },
  {
    selector: "ImportDeclaration[source.value='exceljs'][importKind!='type']",
    message: EXCELJS_OWNER,
  },
]
/** The domain modules that build or read workbooks: the main thread asks the compute worker instead. */
const WORKBOOK_MODULES = banRegex(
  '^@/domain/(xlsx/exceljs|projects/workbook|materials/xlsx|bill/forms/(export|fixtures|bid-fixtures)|bid-return/(report-workbook|fixtures)|[a-z-]+/excel)$',
  'Workbooks are read and written in the compute worker: call getCompute() (src/lib/compute.ts) with the bytes.',
)
// src/domain keeps no module-level state (issue 35): a function takes its state as an argument, and
// the compute worker keeps that state in workers/. A constant lookup table is typed ReadonlyMap or
// ReadonlySet; a memo of a pure function says so in an eslint-disable comment.
const DOMAIN_STATE =
  'src/domain keeps no module-level state: take it as an argument (the compute worker keeps it in workers/); type a constant lookup ReadonlyMap / ReadonlySet.'
const DOMAIN_NO_STATE = ['Program >', 'Program > ExportNamedDeclaration >'].flatMap((top) => [
  { selector: `${top} VariableDeclaration[kind=/^(let|var)$/]`, message: DOMAIN_STATE },
  {
    selector: `${top} VariableDeclaration > VariableDeclarator:not([id.typeAnnotation.typeAnnotation.typeName.name=/^Readonly(Map|Set)$/]) > NewExpression.init[callee.name=/^(Map|Set|WeakMap|WeakSet)$/]`,
    message: DOMAIN_STATE,
  },
  {
    selector: `${top} VariableDeclaration > VariableDeclarator > NewExpression.init[callee.type='Identifier']:not([callee.name=/^(Map|Set|WeakMap|WeakSet|TextDecoder|TextEncoder|RegExp)$/])`,
    message: DOMAIN_STATE,
  },
])
const UI_PACKAGES = '^(react|react-dom|dexie|dexie-react-hooks)(/|$)'
const FEATURE_BANS = [
  ban(
    ['@/features/**'],
    'Features do not import each other: move shared code to components/, data/ or domain/.',
  ),
  ban(['@/routes/**'], 'Routes import features, not the other way round.'),
  ban(
    ['@/data/db'],
    'Only repositories touch Dexie tables: UI code binds them with onAppDb (src/data/app-db.ts).',
  ),
  WORKBOOK_MODULES,
]
const DATA_BANS = [
  ban(
    ['@/features/**', '@/routes/**', '@/components/**'],
    'data sits below features, components and routes.',
  ),
]
const COMPONENT_BANS = [
  ban(
    ['@/features/**', '@/routes/**'],
    'components are shared primitives: no feature or route imports.',
  ),
  ban(
    ['@/data/db', '@/data/repositories/**'],
    'Only repositories touch Dexie; components use feature hooks.',
  ),
]
const ROUTE_BANS = [
  ban(['@/data/db', '@/data/repositories/**'], 'Routes stay thin: render a feature.'),
  WORKBOOK_MODULES,
  ban(
    ['zod', 'zod/**'],
    'validateSearch runs in the first-load chunk: use the zod-free helpers of src/routes/-search.ts.',
  ),
  ban(
    ['@/domain/entity/field', '@/domain/money', '@/domain/money/**'],
    'Route files run in the first-load chunk: the search checks take field-base and number-check, not the decimal numbers and their money module.',
  ),
]
/** data/api and the repositories, however the path is written. */
const DATA_ACCESS = '(^@/|(^|/)src/|(^|/)\\.\\./)data/(api|repositories)(/|$)'
const VIA_HOOKS =
  "Components and routes go through their feature's hooks, never data/api or the repositories."
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test-support.tsx', '**/*.testkit.{ts,tsx}']
// One declaration per synced entity (docs/architecture.md "Entities"): the document types derive
// from src/domain/<area>/entities.ts, and a stored row is read with the declaration's reader.
const ENTITY_TYPES =
  '/^((Project|StructureRow|Folder|Tender|CartLine|Estimate|Scheme|Sign|BidScheme|BidBidder|Bill(Unit|Group|Item|Rate|Other))Doc|StructureRow|FolderRecord|Tender|CartLine|Bill(Unit|Group|Item|Rate|Other)|BidScheme|BidBidder|SchemeView|SignView|ProjectRecord)$/'
const NO_DOC_TYPE = [
  {
    selector: 'TSInterfaceDeclaration[id.name=/Doc$/]',
    message:
      'A synced document is declared once, in src/domain/<area>/entities.ts: use DocOf<typeof entity.fields>, not a hand-written interface.',
  },
  {
    selector: 'TSTypeAliasDeclaration[id.name=/Doc$/] > TSTypeLiteral',
    message:
      'A synced document is declared once, in src/domain/<area>/entities.ts: use DocOf<typeof entity.fields>, not a hand-written type.',
  },
]
const castTo = (path) => ({
  selector: `TSAsExpression > ${path}TSTypeReference[typeName.name=${ENTITY_TYPES}]`,
  message:
    "Read a stored row with its entity's reader (rowDoc/readDoc of src/domain/entity/define.ts), not a cast.",
})
/** `as X`, `as X | null`, `as Partial<X>`, `as X[]` of a synced document type. */
const NO_DOC_CAST = [
  castTo(''),
  castTo('TSUnionType > '),
  castTo('TSArrayType > '),
  castTo('TSTypeReference > TSTypeParameterInstantiation > '),
  castTo('TSUnionType > TSTypeReference > TSTypeParameterInstantiation > '),
]
const noFetch = {
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'Only src/data/api and the sync engine call fetch.' },
  ],
}

/**
 * Money and rounding live in src/domain/money (docs/architecture.md "Money"): elsewhere no binary
 * rounding of amounts or quantities and no hand-written 分 → 元. Where a value is not money nor a
 * quantity (milliseconds, pixels), an eslint-disable comment says so. toFixed(0) is allowed: a
 * binary half (x.5) is exact, so it rounds half away from zero like the product does.
 */
const MONEY_MODULE = 'src/domain/money: toFen, roundTo, divRoundInt, mulDivRound, quotient'
const NO_HAND_ROUNDING = [
  {
    selector: "CallExpression[callee.object.name='Math'][callee.property.name='round']",
    message: `Math.round rounds the binary value (1.005 * 100 → 100): use ${MONEY_MODULE}.`,
  },
  {
    selector: "CallExpression[callee.property.name='toFixed']:not([arguments.0.value=0])",
    message:
      'toFixed rounds the binary value (1.005 → "1.00"): use formatDecimal, fenToDecimal or scaledToDecimal.',
  },
  {
    selector: "BinaryExpression[operator='/'][right.value=100][left.name=/[Ff]en$/]",
    message: '分 → 元 goes through fenToYuan or fenToDecimal (src/domain/money).',
  },
  {
    selector: "BinaryExpression[operator='/'][right.value=100][left.property.name=/[Ff]en$/]",
    message: '分 → 元 goes through fenToYuan or fenToDecimal (src/domain/money).',
  },
]

/**
 * The syntax guards above, each under a rule name of its own (ESLint's no-restricted-syntax
 * registered several times): with one rule name, a later config block for the same files
 * replaced the earlier block's selectors, and a guard silently stopped guarding. An
 * eslint-disable comment names the guard it lifts (`guard/money`).
 */
const restrictedSyntax = builtinRules.get('no-restricted-syntax')
const guard = {
  rules: {
    money: restrictedSyntax,
    'entity-doc': restrictedSyntax,
    exceljs: restrictedSyntax,
    'domain-state': restrictedSyntax,
  },
}
const guarded = (files, ignores, name, selectors) => ({
  files,
  ignores,
  rules: { [`guard/${name}`]: ['error', ...selectors] },
})

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'coverage',
      'data',
      'src/routeTree.gen.ts',
      'server/db/migrations',
      'test-results',
      'playwright-report',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  { plugins: { guard } },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  layer(
    ['src/domain/**'],
    [
      ban(
        ['@/data/**', '@/features/**', '@/routes/**', '@/components/**', '@/lib/**'],
        'domain is pure: it imports nothing from the app.',
      ),
      ban(
        ['react', 'react-dom', 'dexie', 'dexie-react-hooks', 'comlink'],
        'domain is pure TypeScript.',
      ),
      banRegex(
        '(^|/)workers(/|$)',
        'domain is pure: the compute worker imports domain, never the reverse.',
      ),
    ],
  ),
  // exceljs imports, everywhere in src but its loader, the tests and the test workbooks; no
  // module-level state in src/domain.
  guarded(
    ['src/**/*.{ts,tsx}'],
    [...TEST_FILES, ...FIXTURES, 'src/domain/xlsx/exceljs.ts'],
    'exceljs',
    EXCELJS_IMPORTS,
  ),
  guarded(['src/domain/**/*.ts'], [...TEST_FILES, ...FIXTURES], 'domain-state', DOMAIN_NO_STATE),
  layer(['src/data/**'], [...DATA_BANS, WORKBOOK_MODULES]),
  layer(['src/lib/**'], [WORKBOOK_MODULES]),
  layer(['src/components/**'], [...COMPONENT_BANS, WORKBOOK_MODULES], noFetch),
  // Their tests may build workbooks to check what the code under test does with them.
  layer(
    TEST_FILES.map((glob) => `src/data/${glob}`),
    DATA_BANS,
  ),
  layer(
    TEST_FILES.map((glob) => `src/components/${glob}`),
    COMPONENT_BANS,
  ),
  { files: TEST_FILES.map((glob) => `src/lib/${glob}`), rules: { 'no-restricted-imports': 'off' } },
  layer(['src/features/**'], FEATURE_BANS, noFetch),
  layer(['src/routes/**'], ROUTE_BANS, noFetch),
  // Components and routes read and write only through their feature's hooks (issue 18): data/api
  // and the repositories are reached from features/*/hooks (and other non-component modules).
  // A later block replaces the earlier patterns for the same files, so each repeats its layer's.
  {
    files: ['src/features/**/*.tsx', 'src/features/**/components/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...FEATURE_BANS, banRegex(DATA_ACCESS, VIA_HOOKS)] },
      ],
    },
  },
  {
    files: ['src/routes/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...ROUTE_BANS, banRegex(DATA_ACCESS, VIA_HOOKS)] },
      ],
    },
  },
  // Tests may open the database to arrange and inspect rows; product code may not.
  {
    files: TEST_FILES.map((glob) => `src/features/${glob}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: FEATURE_BANS.filter(
            (b) => b !== WORKBOOK_MODULES && !b.group.includes('@/data/db'),
          ),
        },
      ],
    },
  },
  layer(
    ['workers/**'],
    [
      NO_RELATIVE_SRC,
      banRegex(APP_LAYERS, 'Workers import src/domain only.'),
      banRegex(UI_PACKAGES, 'Workers import src/domain only.'),
    ],
  ),
  layer(
    ['sw/**'],
    [ban(['@/**', '../src/**'], 'The service worker imports nothing from the app shell.')],
  ),
  guarded(
    [
      'src/**/*.{ts,tsx}',
      'workers/**/*.ts',
      'server/services/**/*.ts',
      'server/routes/**/*.ts',
      'server/lib/**/*.ts',
    ],
    ['src/domain/money/**', ...TEST_FILES],
    'money',
    NO_HAND_ROUNDING,
  ),
  // After every block above that sets the rule for these files (a later block replaces it).
  layer(['bench/**', 'tests/**'], [NO_RELATIVE_SRC]),
  layer(
    ['server/**'],
    [
      NO_RELATIVE_SRC,
      banRegex(APP_LAYERS, 'The server shares src/domain only.'),
      banRegex(UI_PACKAGES, 'The server shares src/domain only.'),
    ],
  ),
  // One declaration per synced entity. No hand-written document type in
  // the code that keeps documents; no cast of a stored row where rows are read (the repositories
  // and the server).
  guarded(['src/domain/**/*.ts'], TEST_FILES, 'entity-doc', NO_DOC_TYPE),
  guarded(['src/data/**/*.ts', 'server/**/*.ts'], TEST_FILES, 'entity-doc', [
    ...NO_DOC_TYPE,
    ...NO_DOC_CAST,
  ]),
)
