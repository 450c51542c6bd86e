// Builds the previous release's shell and one remote (tools/versions/previous-release.json) into
// .cache/compat/<commit>/, from `git archive` of that commit and today's node_modules, for the
// compatibility test (ADR 031). A build already there is reused.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { commit } = JSON.parse(readFileSync(join(root, 'tools/versions/previous-release.json'), 'utf8'));
/** What a web app's build reads from the tree: the apps, the libraries, the build tooling and the TypeScript paths. */
const TREE = ['shell', 'libs', 'tools', 'tsconfig.base.json', 'package.json'];

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const hasCommit = () => {
  try {
    git('cat-file', '-e', `${commit}^{commit}`);
    return true;
  } catch {
    return false;
  }
};

/** A shallow clone lacks the commit: fetch it alone, or say why the test cannot run. */
export function ensureCommit() {
  if (hasCommit()) return;
  try {
    git('fetch', '--quiet', '--depth=1', 'origin', commit);
  } catch (error) {
    throw new Error(
      `The previous release ${commit} (tools/versions/previous-release.json) is not in this clone and could not be fetched from origin ` +
        `(${String(error.stderr ?? error.message).trim()}). Clone with full history or run \`git fetch origin ${commit}\`.`,
      { cause: error },
    );
  }
  if (!hasCommit()) throw new Error(`git fetch did not bring the previous release ${commit}.`);
}

/** Today's packages under the old tree, but the workspace's own `@portal/*` links point into the old tree. */
const linkNodeModules = (dir) => {
  const modules = join(dir, 'node_modules');
  mkdirSync(modules, { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry === '@portal')
      cpSync(join(root, 'node_modules/@portal'), join(modules, '@portal'), { recursive: true, verbatimSymlinks: true });
    else symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
  }
};

const build = (dir, project) =>
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'rspack.config.mjs', '--mode', 'production'],
    {
      cwd: join(dir, project),
      stdio: 'pipe',
    },
  );

/** Returns the old tree's folder, whose `shell/dist` and `<remote>/dist` are the previous release's builds. */
export function buildPreviousRelease(remote) {
  const dir = join(root, '.cache/compat', commit);
  const stamp = join(dir, `built-${remote}`);
  if (existsSync(stamp)) return dir;
  ensureCommit();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', commit, ...TREE, remote], {
    cwd: root,
    maxBuffer: 512 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  linkNodeModules(dir);
  build(dir, 'shell');
  build(dir, remote);
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
  return dir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const remote = process.argv[2] ?? 'mf-admin';
  const started = performance.now();
  try {
    const dir = buildPreviousRelease(remote);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`previous release ${commit.slice(0, 12)}: shell and ${remote} ready in ${dir} (${seconds} s)`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
