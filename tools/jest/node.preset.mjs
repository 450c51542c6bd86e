import { resolve } from 'node:path';
import { workspaceModuleNameMapper, workspaceRoot } from './paths.mjs';

const swc = {
  jsc: {
    target: 'es2023',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

/** Jest in native ESM mode for the NestJS services (NestJS 12 and MikroORM 7 are ESM-only). */
export function nodePreset(displayName, overrides = {}) {
  return {
    displayName,
    testEnvironment: 'node',
    extensionsToTreatAsEsm: ['.ts'],
    moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
    transform: { '^.+\\.ts$': ['@swc/jest', swc] },
    moduleNameMapper: workspaceModuleNameMapper(),
    testMatch: ['<rootDir>/src/**/*.spec.ts'],
    testPathIgnorePatterns: ['/node_modules/'],
    // Without DATABASE_URL, an embedded PostgreSQL server for the run's database suites.
    globalSetup: resolve(import.meta.dirname, 'database-setup.mjs'),
    globalTeardown: resolve(import.meta.dirname, 'database-teardown.mjs'),
    // Starting an application (migrations, Nest) in a `beforeAll` took over 30 s beside a busy
    // machine's other suites; a hook that times out leaves that application running and Jest hanging.
    testTimeout: 90000,
    cacheDirectory: resolve(workspaceRoot, '.cache/jest'),
    ...overrides,
  };
}
