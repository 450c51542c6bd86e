import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * docs/glossary.md, kept true: every French string of the portal (the remotes' and the shell's
 * resources, the strings modules of screens and chunks, the services' pages and e-mails) is loaded
 * and searched for the terms the glossary rules out. Change the glossary and this list together.
 */
const FORBIDDEN: readonly { term: RegExp; use: string }[] = [
  { term: /(?<!\p{L})soumissions?(?!\p{L})/iu, use: 'demande de règlement (a soumission is a quote in Quebec)' },
  { term: /(?<!\p{L})rejet\p{L}*/iu, use: 'refus / refusé(e) / refuser' },
  { term: /(?<!\p{L})membres?(?!\p{L})/iu, use: 'participant' },
  { term: /médecin traitant/iu, use: 'médecin prescripteur' },
  { term: /taille de la page/iu, use: 'Lignes par page' },
  { term: /numéro d[’']enregistrement/iu, use: 'numéro d’inscription' },
  { term: /ajouter une autre demande/iu, use: 'AJOUTER UNE AUTRE DÉPENSE (it adds an expense)' },
  { term: /(?<!\p{L})couvertures?(?!\p{L})/iu, use: 'garantie, or domaine de spécialisation for a provider' },
  { term: /(?<!\p{L})(veuillez entrer|entrez)(?!\p{L})/iu, use: 'saisir (Veuillez saisir, Saisissez)' },
];

const ROOT = resolve(__dirname, '../../..');
const SKIP = new Set(['node_modules', 'dist', '.nx', '.cache', '.data', 'migrations', 'test-results']);

/**
 * Where French lives: resources (`i18n/fr.ts`, `resources/fr.ts`), `*-strings.ts`, the services' messages,
 * and the services' mails that write French themselves (the others take it from the messages).
 */
const isFrenchModule = (path: string): boolean =>
  !/\.spec\.tsx?$/.test(path) &&
  (/\/(i18n|resources)\/fr\.ts$/.test(path) ||
    /-strings\.ts$/.test(path) ||
    /^services\/[^/]+\/src\/i18n\/messages\.ts$/.test(path) ||
    (/^services\/[^/]+\/src\/.*-mail\.ts$/.test(path) && /Bonjour|[éèàç]/.test(readFileSync(join(ROOT, path), 'utf8'))));

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : walk(join(dir, entry.name));
    return [join(dir, entry.name)];
  });

const FILES = ['shell', 'libs', 'services', ...readdirSync(ROOT).filter((name) => name.startsWith('mf-'))]
  .flatMap((top) => walk(join(ROOT, top)))
  .map((path) => relative(ROOT, path))
  .filter(isFrenchModule)
  .sort();

/**
 * The French of a module: `fr`, `…Fr` exports, `MESSAGES.fr` and a table's `'fr-CA'` (the landing's frame
 * strings); a mail's columns (SQL holding both languages).
 */
const frenchOf = (file: string, module: Record<string, unknown>): Record<string, unknown> => {
  const picked: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(module)) {
    if (name === 'fr' || /Fr$/.test(name)) picked[name] = value;
    else if (name === 'MESSAGES' && value && typeof value === 'object' && 'fr' in value) picked['MESSAGES.fr'] = value.fr;
    else if (value && typeof value === 'object' && 'fr-CA' in value) picked[`${name}.fr-CA`] = value['fr-CA'];
    else if (/-mail\.ts$/.test(file)) picked[name] = value;
  }
  return picked;
};

/** Every string leaf with its key path; a message function is called with its parameters' names as text. */
const leaves = (value: unknown, path: string): [string, string][] => {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    const args = Array.from({ length: value.length }, (_, index) => `{{arg${index}}}`);
    return leaves((value as (...params: string[]) => unknown)(...args), path);
  }
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leaves(item, `${path}.${key}`));
  return [];
};

/** `key: text (term → use)` for each forbidden term in the module's French. */
const violations = (french: Record<string, unknown>): string[] =>
  Object.entries(french)
    .flatMap(([name, value]) => leaves(value, name))
    .flatMap(([key, text]) =>
      FORBIDDEN.filter(({ term }) => term.test(text)).map(
        ({ term, use }) => `${key}: “${text.match(term)?.[0]}” → ${use}  (in: ${text})`,
      ),
    );

describe('the glossary (docs/glossary.md)', () => {
  it('finds the French of every remote, the shell, the libraries and the services', () => {
    for (const expected of [
      'libs/i18n/src/resources/fr.ts',
      'mf-provider/src/i18n/fr.ts',
      'mf-admin/src/i18n/fr.ts',
      'mf-claims-admin/src/i18n/fr.ts',
      'mf-superadmin/src/i18n/fr.ts',
      'shell/src/footer/office-editing-strings.ts',
      'libs/web-claims/src/claim-submissions-strings.ts',
      'services/identity/src/i18n/messages.ts',
      'services/payments/src/runs/deposit-mail.ts',
    ]) {
      expect(FILES).toContain(expected);
    }
  });

  it('flags a forbidden term with its key', () => {
    expect(violations({ fr: { nav: { search: 'Rechercher des soumissions' }, ok: 'Demandes de règlement' } })).toEqual([
      'fr.nav.search: “soumissions” → demande de règlement (a soumission is a quote in Quebec)  (in: Rechercher des soumissions)',
    ]);
    expect(violations({ fr: { status: 'Rejetée', id: 'Numéro de membre', size: 'Taille de la page' } })).toHaveLength(3);
    expect(violations({ fr: { ok: 'Remembrement; Participant : {{name}}; Refusée; Lignes par page' } })).toEqual([]);
  });

  it.each(FILES)('%s uses only the glossary’s terms', async (file) => {
    const module = (await import(join(ROOT, file))) as Record<string, unknown>;
    const french = frenchOf(file, module);
    expect(Object.keys(french).length).toBeGreaterThan(0);
    expect(violations(french)).toEqual([]);
  });
});
