import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

const web = ['platform:web', 'platform:shared'];
const node = ['platform:node', 'platform:shared'];

/**
 * Which other domains each domain may use, the same graph for its service (`services/<domain>`) and its
 * web library (`libs/web-<domain>`), through their index.ts: acyclic. The API composes every service;
 * the identity server stands apart.
 */
const SCOPES = {
  audit: [],
  plans: ['audit'],
  providers: ['plans', 'audit'],
  claims: ['plans', 'providers', 'audit'],
  payments: ['claims', 'providers', 'audit'],
  content: ['audit'],
  worker: ['claims', 'payments'],
  identity: [],
};
const domainTags = Object.keys(SCOPES).map((scope) => `scope:${scope}`);
const scopeConstraints = Object.entries(SCOPES).map(([scope, allowed]) => ({
  sourceTag: `scope:${scope}`,
  onlyDependOnLibsWithTags: [scope, ...allowed]
    .map((name) => `scope:${name}`)
    .concat(['scope:shared', 'type:lib', 'type:contracts']),
}));

const moduleBoundaries = (allow = []) => ({
  enforceBuildableLibDependency: false,
  allow,
  // The API composes every domain, and each domain's integration tests boot that composition.
  ignoredCircularDependencies: Object.keys(SCOPES).map((scope) => ['api', scope]),
  depConstraints: [
    // What knows no domain (the design system @portal/ui-antd, the staff homes' counts) uses none.
    { sourceTag: 'scope:shared', notDependOnLibsWithTags: domainTags },
    { sourceTag: 'platform:web', onlyDependOnLibsWithTags: web },
    { sourceTag: 'platform:node', onlyDependOnLibsWithTags: node },
    { sourceTag: 'platform:shared', onlyDependOnLibsWithTags: ['platform:shared'] },
    { sourceTag: 'type:shell', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts'] },
    { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:feature', 'type:lib', 'type:contracts'] },
    // A domain's screens (libs/web-<domain>), bundled into each remote that shows them.
    { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:lib', 'type:contracts'] },
    { sourceTag: 'type:api', onlyDependOnLibsWithTags: ['type:domain', 'type:lib', 'type:contracts'] },
    { sourceTag: 'type:identity', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts'] },
    { sourceTag: 'type:worker', onlyDependOnLibsWithTags: ['type:domain', 'type:lib', 'type:contracts'] },
    { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain', 'type:lib', 'type:contracts'] },
    { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts'] },
    { sourceTag: 'type:lib', notDependOnLibsWithTags: ['type:feature', ...domainTags] },
    { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
    {
      sourceTag: 'type:e2e',
      onlyDependOnLibsWithTags: ['type:contracts', 'type:lib', 'type:tooling', 'type:e2e-support'],
    },
    { sourceTag: 'type:e2e-support', onlyDependOnLibsWithTags: ['type:contracts', 'type:lib', 'type:tooling'] },
    ...scopeConstraints,
  ],
});

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    // A leading underscore names what is left out on purpose: a rest sibling dropped from a copy, an unused parameter.
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // e2e/fixtures are sources copied into a remote's build by a test, not part of the e2e project.
    ignores: ['e2e/fixtures', '**/dist', '**/node_modules', '**/.nx', '**/.data', '**/test-results', '**/playwright-report'],
  },
  {
    files: ['**/src/**/*.ts', '**/src/**/*.tsx', 'e2e/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': ['error', moduleBoundaries()] },
  },
  {
    // A domain's integration tests run against the composed API (its HTTP set-up, auth, the other
    // domains): only they may take its test harness, and only that part of it.
    files: ['services/*/src/**/*.int.spec.ts'],
    rules: { '@nx/enforce-module-boundaries': ['error', moduleBoundaries(['@portal/api/testing'])] },
  },
  {
    // A remote's Playwright tests (its own Nx project) derive their expectations from the remote's declaration.
    files: ['mf-*/e2e/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': ['error', moduleBoundaries(['../src/remote'])] },
  },
  {
    // A domain is used through its index.ts only: no deep import of another project's files.
    files: ['services/*/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@portal/*/src',
                '@portal/*/src/**',
                '@portal/*/*/**',
                '!@portal/*/testing',
                '!@portal/contracts/*',
                '!@portal/ui/*',
              ],
              message: "Use the project's public API (its index.ts), not its internals.",
            },
          ],
        },
      ],
    },
  },
  {
    // Entities stay inside their domain: its index.ts exports services, modules and types, never an entity class.
    files: ['services/*/src/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ExportNamedDeclaration[exportKind!='type'][source.value=/\\/entities\\//]",
          message: 'A domain does not export its entities: other domains ask its services.',
        },
        {
          selector: 'ExportAllDeclaration[source.value=/\\/entities\\//]',
          message: 'A domain does not export its entities: other domains ask its services.',
        },
      ],
    },
  },
  {
    // react-router is not a shared module: a remote importing it directly would get its own router
    // instance, outside the shell's <BrowserRouter>. @portal/ui re-exports the router APIs instead.
    files: ['mf-*/src/**/*.ts', 'mf-*/src/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react-router', message: 'Import router APIs from @portal/ui.' }] }],
    },
  },
  {
    // antd is never shared (ADR 007): only the remotes and the unshared @portal/ui-antd and web libraries may import it,
    // so the shell and the shared libraries never carry it into the first load.
    files: ['shell/src/**/*.{ts,tsx}', 'libs/{ui,i18n,auth,api-client,contracts}/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['antd', 'antd/*', '@ant-design/*', '@portal/ui-antd', '@portal/ui-antd/*', '@portal/web-*'],
              message: 'antd belongs to the remotes (ADR 007).',
            },
          ],
        },
      ],
    },
  },
  {
    // The provider's dashboard is in the first load (250 KB budget): the payments screens stay in their own lazy chunk.
    files: ['mf-provider/src/dashboard/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: 'Import router APIs from @portal/ui.' },
            { name: '@portal/web-payments', message: 'The payments screens load with their own page, not the dashboard.' },
          ],
        },
      ],
    },
  },
  {
    // The design system knows no domain (ADR 050): of the contracts, only the portal-wide types it names.
    files: ['libs/ui-antd/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@portal/contracts',
              allowImportNames: ['Language', 'RemoteDeclaration', 'StringTree', 'Translation'],
              message: 'The design system knows no domain: its screens take domain data as props (ADR 050).',
            },
          ],
          patterns: [
            {
              group: ['@portal/contracts/*', '!@portal/contracts/core'],
              message: 'The design system knows no domain: no domain contract (ADR 050).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
];
