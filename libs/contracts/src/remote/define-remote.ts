import { z } from 'zod';
import { LANGUAGES, type Language } from '../languages';
import { REMOTE_CONTRACT_VERSION } from './contract-version';
import { routeDeclarationSchema, routeIdSchema, type RouteDeclaration } from './route-declaration';
import { NAV_ICONS } from './route-vocabulary';
import { hasString, keyPaths, stringTreeSchema, type StringTree } from './strings';

/** What a remote writes in its one declaration file (`src/remote.ts`). */
export interface RemoteDeclarationInput<Routes extends Record<string, RouteDeclaration>> {
  readonly namespace: string;
  readonly routes: Routes;
  /** English is the reference; every language has exactly its keys. */
  readonly strings: Readonly<Record<Language, StringTree>>;
}

export interface RemoteDeclaration<
  Routes extends Record<string, RouteDeclaration> = Record<string, RouteDeclaration>,
> extends RemoteDeclarationInput<Routes> {
  readonly contractVersion: string;
}

const declarationSchema = z.object({
  namespace: z.string().regex(/^[a-z][a-z0-9-]*$/),
  routes: z.record(routeIdSchema, routeDeclarationSchema),
  strings: z.object(
    Object.fromEntries(LANGUAGES.map((language) => [language, stringTreeSchema])) as Record<Language, typeof stringTreeSchema>,
  ),
});

const problemsOf = (input: RemoteDeclarationInput<Record<string, RouteDeclaration>>): string[] => {
  const parsed = declarationSchema.safeParse(input);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const problems: string[] = [];
  const reference = keyPaths(input.strings.en).sort();
  for (const language of LANGUAGES.filter((candidate) => candidate !== 'en')) {
    const keys = keyPaths(input.strings[language]).sort();
    const missing = reference.filter((key) => !keys.includes(key));
    const extra = keys.filter((key) => !reference.includes(key));
    if (missing.length) problems.push(`strings.${language} lacks ${missing.join(', ')}`);
    if (extra.length) problems.push(`strings.${language} has keys English lacks: ${extra.join(', ')}`);
  }
  const paths = new Set<string>();
  for (const [id, route] of Object.entries(input.routes)) {
    if (paths.has(route.path)) problems.push(`routes.${id}: ${route.path} is declared twice`);
    paths.add(route.path);
    for (const link of route.sideLinks ?? []) {
      if (!hasString(input.strings.en, link.label))
        problems.push(`routes.${id}: side-link label ${link.label} is not in the strings`);
      if (!(NAV_ICONS as readonly string[]).includes(link.icon))
        problems.push(`routes.${id}: unknown icon ${link.icon} (one of ${NAV_ICONS.join(', ')})`);
    }
  }
  return problems;
};

/**
 * Declares a remote's routes (path, access, layout, homes, side links) and strings, checked when the
 * remote is built (and in its tests), and stamped with the contract version it is built against.
 */
export const defineRemote = <const Routes extends Record<string, RouteDeclaration>>(
  input: RemoteDeclarationInput<Routes>,
): RemoteDeclaration<Routes> => {
  const problems = problemsOf(input);
  if (problems.length) throw new Error(`Invalid remote declaration "${input.namespace}":\n  ${problems.join('\n  ')}`);
  return { ...input, contractVersion: REMOTE_CONTRACT_VERSION };
};
