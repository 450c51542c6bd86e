import { LANGUAGES } from '../languages';
import { isRole, ROLES } from '../roles';
import { isSemver } from '../remote/contract-version';
import type { RemoteMetadata } from '../remote/remote-metadata';
import {
  ROUTE_ACCESSES,
  ROUTE_ID,
  ROUTE_LAYOUTS,
  ROUTE_PATH,
  STRINGS_NAMESPACE,
  UNREGISTERED_PROVIDER,
} from '../remote/route-vocabulary';
import { issueAt, isObject, isOneOf, isText, type Issues } from './checks';

/** The federation manifest's `metaData` key under which a remote's declaration travels. */
export const REMOTE_METADATA_KEY = 'portal';

const AUDIENCES = [...ROLES, UNREGISTERED_PROVIDER] as const;

/** `remoteManifestSchema`'s rules: the manifest's name and the declaration it carries (unchecked yet). */
export const readRemoteManifest = (manifest: unknown): { readonly name: string; readonly declared: unknown } | undefined =>
  isObject(manifest) && isText(manifest['name']) && isObject(manifest['metaData']) && REMOTE_METADATA_KEY in manifest['metaData']
    ? { name: manifest['name'], declared: manifest['metaData'][REMOTE_METADATA_KEY] }
    : undefined;

const listOf = <T>(value: unknown, path: string, issues: Issues, item: (entry: unknown, at: string) => T): T[] | undefined => {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    issueAt(issues, path, 'expected an array');
    return undefined;
  }
  return value.map((entry, index) => item(entry, `${path}.${index}`));
};

const sideLinkOf = (value: unknown, path: string, issues: Issues) => {
  if (!isObject(value)) return issueAt(issues, path, 'expected an object');
  const { role, label, icon, position } = value;
  if (!isRole(role)) issueAt(issues, `${path}.role`, `expected one of ${ROLES.join(', ')}`);
  if (!isText(label)) issueAt(issues, `${path}.label`, 'expected a non-empty string');
  if (!isText(icon)) issueAt(issues, `${path}.icon`, 'expected a non-empty string');
  if (!Number.isSafeInteger(position)) issueAt(issues, `${path}.position`, 'expected an integer');
  return { role, label, icon, position };
};

const routeOf = (value: unknown, path: string, issues: Issues) => {
  if (!isObject(value)) return issueAt(issues, path, 'expected an object');
  const { path: routePath, access, layout } = value;
  if (typeof routePath !== 'string' || !ROUTE_PATH.test(routePath))
    issueAt(issues, `${path}.path`, 'a path like /reports or /items/:id');
  if (!isOneOf(access, ROUTE_ACCESSES)) issueAt(issues, `${path}.access`, `expected one of ${ROUTE_ACCESSES.join(', ')}`);
  if (!isOneOf(layout, ROUTE_LAYOUTS)) issueAt(issues, `${path}.layout`, `expected one of ${ROUTE_LAYOUTS.join(', ')}`);
  const home = listOf(value['home'], `${path}.home`, issues, (audience, at) => {
    if (!isOneOf(audience, AUDIENCES)) issueAt(issues, at, `expected one of ${AUDIENCES.join(', ')}`);
    return audience;
  });
  const sideLinks = listOf(value['sideLinks'], `${path}.sideLinks`, issues, (link, at) => sideLinkOf(link, at, issues));
  return { path: routePath, access, layout, ...(home && { home }), ...(sideLinks && { sideLinks }) };
};

/**
 * A remote's declaration checked by the rules of `remoteMetadataSchema`, without zod (the shell reads
 * every remote's before its first paint). Returns the declaration, or the problems found.
 */
export const checkRemoteMetadata = (
  value: unknown,
): { readonly ok: true; readonly metadata: RemoteMetadata } | { readonly ok: false; readonly issues: Issues } => {
  const issues: Issues = [];
  if (!isObject(value)) return { ok: false, issues: ['(root): expected an object'] };
  const { name, contractVersion, namespace, routes, strings } = value;
  if (!isText(name)) issueAt(issues, 'name', 'expected a non-empty string');
  if (typeof contractVersion !== 'string' || !isSemver(contractVersion)) issueAt(issues, 'contractVersion', 'a semver version');
  if (typeof namespace !== 'string' || !STRINGS_NAMESPACE.test(namespace)) issueAt(issues, 'namespace', 'expected a namespace');
  const checkedRoutes: Record<string, unknown> = {};
  if (isObject(routes)) {
    for (const [id, route] of Object.entries(routes)) {
      if (!ROUTE_ID.test(id)) issueAt(issues, `routes.${id}`, 'a camelCase route id');
      checkedRoutes[id] = routeOf(route, `routes.${id}`, issues);
    }
  } else issueAt(issues, 'routes', 'expected an object');
  if (isObject(strings)) {
    for (const key of Object.keys(strings)) if (!isOneOf(key, LANGUAGES)) issueAt(issues, 'strings', `unknown language ${key}`);
    for (const language of LANGUAGES)
      if (!isText(strings[language])) issueAt(issues, `strings.${language}`, 'expected a non-empty string');
  } else issueAt(issues, 'strings', 'expected an object');
  if (issues.length) return { ok: false, issues };
  const checkedStrings = Object.fromEntries(
    LANGUAGES.map((language) => [language, (strings as Record<string, string>)[language]]),
  );
  return {
    ok: true,
    metadata: { name, contractVersion, namespace, routes: checkedRoutes, strings: checkedStrings } as RemoteMetadata,
  };
};
