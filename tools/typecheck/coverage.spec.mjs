import { describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { typecheckCoverageProblems } from './coverage.mjs';

describe('npm run typecheck (tsc -b over the groups of tsconfig.json)', () => {
  it("checks every file of every project's tsconfig.json once, with that project's compiler options", () => {
    expect(typecheckCoverageProblems(resolve(import.meta.dirname, '../..'))).toEqual([]);
  });

  it('names a project left out of the groups and one whose group has other options', () => {
    const root = mkdtempSync(join(tmpdir(), 'typecheck-coverage-'));
    const write = (file, content) => {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), typeof content === 'string' ? content : JSON.stringify(content));
    };
    try {
      write('tsconfig.json', { files: [], references: [{ path: 'groups/tsconfig.node.json' }] });
      write('groups/tsconfig.node.json', {
        compilerOptions: { composite: true, types: ['node'] },
        include: ['../lib/src/**/*.ts', '../web/src/**/*.ts'],
      });
      write('lib/tsconfig.json', { compilerOptions: { types: ['node'] }, include: ['src/**/*.ts'] });
      write('lib/src/index.ts', 'export const lib = 1;');
      write('web/tsconfig.json', { compilerOptions: { types: ['jest'] }, include: ['src/**/*.ts'] });
      write('web/src/index.ts', 'export const web = 1;');
      write('app/tsconfig.json', { compilerOptions: { types: ['node'] }, include: ['src/**/*.ts'] });
      write('app/src/main.ts', 'export const app = 1;');

      expect(typecheckCoverageProblems(root)).toEqual([
        'app/src/main.ts (app/tsconfig.json) is in no group of tsconfig.json',
        'web/src/index.ts (web/tsconfig.json) is checked by groups/tsconfig.node.json with other compiler options',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
