// Renders every kustomization under deploy/kubernetes (kubectl kustomize, offline) and checks what the
// cluster cannot be trusted to catch: every container non-root, without privilege escalation, with all
// capabilities dropped, a read-only root file system, resources and (for services) both probes; no
// Secret committed and no secret-looking value inline. Run by `npm run test:production` and on its own:
//   node tools/production/kustomize-check.mjs
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import YAML from 'yaml';

const root = resolve(import.meta.dirname, '../../deploy/kubernetes');
const SECRET_NAME = /(PASSWORD|SECRET|KEY|TOKEN|DATABASE_URL|JWKS)/i;

export const kustomizations = () => [
  join(root, 'base'),
  ...readdirSync(join(root, 'overlays'))
    .map((name) => join(root, 'overlays', name))
    .filter((dir) => statSync(dir).isDirectory()),
];

export const render = (dir) =>
  YAML.parseAllDocuments(execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8' })).map((doc) => doc.toJSON());

const podSpecOf = (resource) => (resource.kind === 'Deployment' || resource.kind === 'Job' ? resource.spec.template.spec : null);

/** The problems of one rendered kustomization, as readable lines (none: it passes). */
export function problems(resources) {
  const found = [];
  for (const resource of resources) {
    const where = `${resource.kind}/${resource.metadata.name}`;
    if (resource.kind === 'Secret') found.push(`${where}: a Secret is committed; reference it by name instead`);
    const pod = podSpecOf(resource);
    if (!pod) continue;
    if (pod.securityContext?.runAsNonRoot !== true) found.push(`${where}: pod runAsNonRoot is not true`);
    for (const container of [...(pod.initContainers ?? []), ...pod.containers]) {
      const at = `${where} ${container.name}`;
      const security = container.securityContext ?? {};
      if (security.runAsNonRoot !== true) found.push(`${at}: runAsNonRoot is not true`);
      if (security.allowPrivilegeEscalation !== false) found.push(`${at}: allowPrivilegeEscalation is not false`);
      if (security.readOnlyRootFilesystem !== true) found.push(`${at}: readOnlyRootFilesystem is not true`);
      if (!security.capabilities?.drop?.includes('ALL')) found.push(`${at}: capabilities are not all dropped`);
      if (!container.resources?.requests || !container.resources?.limits) found.push(`${at}: no resource requests and limits`);
      if (resource.kind === 'Deployment' && (!container.livenessProbe || !container.readinessProbe))
        found.push(`${at}: needs a liveness and a readiness probe`);
      for (const variable of container.env ?? [])
        if (SECRET_NAME.test(variable.name) && variable.value !== undefined)
          found.push(`${at}: ${variable.name} has an inline value; take it from a Secret`);
    }
  }
  for (const map of resources.filter((r) => r.kind === 'ConfigMap'))
    for (const name of Object.keys(map.data ?? {}))
      if (SECRET_NAME.test(name)) found.push(`ConfigMap/${map.metadata.name}: ${name} belongs in a Secret`);
  return found;
}

/** The probes the topology relies on, by Deployment and container: [liveness path, readiness path]. */
export const EXPECTED_PROBES = {
  api: ['/api/livez', '/api/readyz'],
  identity: ['/livez', '/readyz'],
  worker: ['/livez', '/readyz'],
  web: ['/nginx-health', '/nginx-health'],
};

export function checkAll() {
  const report = [];
  for (const dir of kustomizations()) {
    const resources = render(dir);
    const lines = problems(resources);
    for (const resource of resources.filter((r) => r.kind === 'Deployment' && EXPECTED_PROBES[r.metadata.name])) {
      const [container] = resource.spec.template.spec.containers;
      const paths = [container.livenessProbe?.httpGet?.path, container.readinessProbe?.httpGet?.path];
      if (paths.join() !== EXPECTED_PROBES[resource.metadata.name].join())
        lines.push(
          `Deployment/${resource.metadata.name}: probes ${paths.join(', ')}, expected ${EXPECTED_PROBES[resource.metadata.name].join(', ')}`,
        );
    }
    report.push({ dir: relative(resolve(root, '../..'), dir), resources: resources.length, problems: lines });
  }
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = checkAll();
  for (const { dir, resources, problems: lines } of report)
    console.log(`${lines.length ? 'FAIL' : 'ok  '} ${dir}: ${resources} resources${lines.map((l) => `\n     ${l}`).join('')}`);
  process.exit(report.some((r) => r.problems.length) ? 1 : 0);
}
