import { resolve } from 'node:path';
import { workspaceModuleNameMapper, workspaceRoot } from './paths.mjs';

const swc = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

// ESM the web code under test loads: react-router 8 and its two dependencies, and @ant-design/colors'
// es/ files, which @ant-design/icons' CommonJS build requires.
const esmPackages = ['react-router', '@remix-run', 'cookie-es', '@ant-design/colors', 'quill', 'parchment', 'lodash-es'];

/** Jest with jsdom for React code; ESM-only packages are transformed to CommonJS. */
export function webPreset(displayName, overrides = {}) {
  return {
    displayName,
    testEnvironment: resolve(workspaceRoot, 'tools/jest/jsdom-fetch-environment.cjs'),
    moduleFileExtensions: ['tsx', 'ts', 'js', 'mjs', 'cjs', 'json'],
    transform: { '^.+\\.(t|j|mj|cj)sx?$': [resolve(workspaceRoot, 'tools/jest/swc-web-transform.cjs'), swc] },
    transformIgnorePatterns: [`node_modules/(?!(${esmPackages.join('|')})/)`],
    moduleNameMapper: {
      '\\.(css|less)$': resolve(workspaceRoot, 'tools/jest/style-stub.cjs'),
      ...workspaceModuleNameMapper(),
    },
    setupFilesAfterEnv: [resolve(workspaceRoot, 'tools/jest/web-setup.ts')],
    testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
    cacheDirectory: resolve(workspaceRoot, '.cache/jest'),
    ...overrides,
  };
}
