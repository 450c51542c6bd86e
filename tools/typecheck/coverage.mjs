import { globSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';

/** Options a group sets to emit declarations for the groups that reference it; they do not change a check. */
const BUILD_ONLY = [
  'composite',
  'declaration',
  'emitDeclarationOnly',
  'noEmit',
  'rootDir',
  'outDir',
  'tsBuildInfoFile',
  'configFilePath',
];

const parse = (file) => {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    file,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
      },
    },
  );
  const options = Object.entries(parsed.options)
    .filter(([key]) => !BUILD_ONLY.includes(key))
    .sort(([a], [b]) => a.localeCompare(b));
  return { fileNames: parsed.fileNames, options: JSON.stringify(options), references: parsed.projectReferences ?? [] };
};

/**
 * What `tsc -b` (the root tsconfig.json's groups) would miss or check differently from the projects'
 * own tsconfig.json files: a project file in no group or in several, or in a group whose compiler
 * options differ from its project's.
 */
export function typecheckCoverageProblems(root) {
  const groups = parse(resolve(root, 'tsconfig.json')).references.map(({ path }) => ({ path, ...parse(path) }));
  const projects = globSync('**/tsconfig.json', {
    cwd: root,
    exclude: (name) => ['node_modules', 'dist', '.cache', '.nx'].includes(name),
  })
    .filter((file) => file !== 'tsconfig.json')
    .sort();
  const problems = [];
  for (const project of projects) {
    const { fileNames, options } = parse(resolve(root, project));
    for (const file of fileNames) {
      const owners = groups.filter((group) => group.fileNames.includes(file));
      const where = `${relative(root, file)} (${project})`;
      if (owners.length === 0) problems.push(`${where} is in no group of tsconfig.json`);
      if (owners.length > 1) problems.push(`${where} is in ${owners.map((group) => relative(root, group.path)).join(' and ')}`);
      for (const group of owners.filter((group) => group.options !== options)) {
        problems.push(`${where} is checked by ${relative(root, group.path)} with other compiler options`);
      }
    }
  }
  return problems;
}
