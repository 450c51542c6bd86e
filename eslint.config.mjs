import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

const web = ['platform:web', 'platform:shared'];
const node = ['platform:node', 'platform:shared'];

const depConstraints = [
  { sourceTag: 'platform:web', onlyDependOnLibsWithTags: web },
  { sourceTag: 'platform:node', onlyDependOnLibsWithTags: node },
  { sourceTag: 'platform:shared', onlyDependOnLibsWithTags: ['platform:shared'] },
  { sourceTag: 'type:shell', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts'] },
  { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts'] },
  { sourceTag: 'type:api', onlyDependOnLibsWithTags: ['type:domain', 'type:lib', 'type:contracts'] },
  { sourceTag: 'type:identity', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts'] },
  { sourceTag: 'type:worker', onlyDependOnLibsWithTags: ['type:domain', 'type:lib', 'type:contracts'] },
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain', 'type:lib', 'type:contracts'] },
  { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts'] },
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
  {
    sourceTag: 'type:e2e',
    onlyDependOnLibsWithTags: ['type:contracts', 'type:lib', 'type:tooling', 'type:e2e-support'],
  },
  { sourceTag: 'type:e2e-support', onlyDependOnLibsWithTags: ['type:contracts', 'type:lib', 'type:tooling'] },
];

/** Nx project boundaries (each project's tags); `allow` lists imports exempt from them. */
const boundaries = (allow = []) => ['error', { enforceBuildableLibDependency: false, allow, depConstraints }];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    // e2e/fixtures are sources copied into a remote's build by a test, not part of the e2e project.
    ignores: ['e2e/fixtures', '**/dist', '**/node_modules', '**/.nx', '**/.data', '**/test-results', '**/playwright-report'],
  },
  {
    files: ['**/src/**/*.ts', '**/src/**/*.tsx', 'e2e/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': boundaries(),
    },
  },
  {
    // A remote's Playwright tests (its own Nx project) derive their expectations from the remote's declaration.
    files: ['mf-*/e2e/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': boundaries(['../src/remote']) },
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
    // antd is never shared (ADR 007): only the remotes and the unshared @portal/ui-antd may import it,
    // so the shell and the shared libraries never carry it into the first load.
    files: ['shell/src/**/*.{ts,tsx}', 'libs/{ui,i18n,auth,api-client,contracts}/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['antd', 'antd/*', '@ant-design/*', '@portal/ui-antd', '@portal/ui-antd/*'],
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
            { name: '@portal/ui-antd/payments', message: 'The payments screens load with their own page, not the dashboard.' },
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
