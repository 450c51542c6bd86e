// The Node images' runtime stage on this machine: each service's dist beside node_modules installed with
// the Dockerfiles' own command (production dependencies only), outside the repository so nothing resolves
// from its full node_modules. The install is kept per lockfile, so only the first run pays for it.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const workspace = resolve(import.meta.dirname, '../..');
/** The runtime stage's install line in deploy/docker/{api,identity,worker}.Dockerfile. */
export const PRODUCTION_INSTALL = ['install', '--omit=dev', '--workspaces=false', '--ignore-scripts', '--no-audit', '--no-fund'];

const exists = (path) =>
  stat(path).then(
    () => true,
    () => false,
  );

export async function prepareRuntimeLayout(services, log) {
  const lock = await readFile(join(workspace, 'package-lock.json'));
  const root = join(tmpdir(), `portal-production-${createHash('sha256').update(lock).digest('hex').slice(0, 12)}`);
  if (!(await exists(join(root, 'node_modules', '.package-lock.json')))) {
    log(`installing production dependencies into ${root} (once per lockfile)`);
    await mkdir(root, { recursive: true });
    await cp(join(workspace, 'package.json'), join(root, 'package.json'));
    await cp(join(workspace, 'package-lock.json'), join(root, 'package-lock.json'));
    execFileSync('npm', PRODUCTION_INSTALL, { cwd: root, stdio: 'inherit' });
  }
  for (const service of services) {
    const target = join(root, 'services', service, 'dist');
    await rm(target, { recursive: true, force: true });
    await cp(join(workspace, 'services', service, 'dist'), target, { recursive: true });
  }
  return root;
}
