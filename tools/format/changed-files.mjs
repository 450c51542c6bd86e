import { execFileSync } from 'node:child_process';

const git = (cwd, args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

const refExists = (cwd, ref) => {
  try {
    git(cwd, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    return true;
  } catch {
    return false;
  }
};

const list = (output) => output.split('\0').filter(Boolean);

/**
 * The files a branch changed: everything that differs between the merge base with the main branch
 * (`origin/main`, else `main`) and the working tree, plus untracked files that are not ignored.
 * Deleted files are left out. Without any main branch (or on a fresh clone of main) that is only
 * the uncommitted work, so CI on main checks nothing. Paths are relative to the repository root.
 */
export function changedFiles(cwd = process.cwd(), bases = ['origin/main', 'main']) {
  const root = git(cwd, ['rev-parse', '--show-toplevel']).trim();
  const hasHead = refExists(root, 'HEAD');
  const base = hasHead ? bases.find((ref) => refExists(root, ref)) : undefined;
  const from = base ? git(root, ['merge-base', 'HEAD', base]).trim() : hasHead ? 'HEAD' : undefined;
  const tracked = from ? list(git(root, ['diff', '--name-only', '--diff-filter=ACMR', '-z', from])) : [];
  const untracked = list(git(root, ['ls-files', '--others', '--exclude-standard', '-z']));
  return { root, base: base ?? null, files: [...new Set([...tracked, ...untracked])].sort() };
}
