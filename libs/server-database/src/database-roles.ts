/**
 * The two roles of the portal's database (docs/notes-audit-roles.md): the owner, who runs the
 * migrations and owns every table, and the runtime role the API and the identity service log in as,
 * granted what they need (and on `audit_entry` only INSERT and SELECT) by the API's `migrate`. These
 * are their names in the embedded database and in tests; an operator may name them otherwise.
 */
export const OWNER_ROLE = 'portal_owner';
export const RUNTIME_ROLE = 'portal_app';

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Creates a login role unless it exists, also when another session creates it at the same time
 * (roles are cluster-wide: parallel test files share them). `passwordLiteral` is an escaped SQL literal.
 */
export const createRoleSql = (role: string, passwordLiteral: string | null = null): string =>
  `do $role$ begin
     if not exists (select from pg_roles where rolname = '${role.replace(/'/g, "''")}') then
       create role ${quoteIdentifier(role)} login${passwordLiteral ? ` password ${passwordLiteral}` : ''};
     end if;
   exception when duplicate_object or unique_violation then null;
   end $role$`;

/** The same URL logged in as `role` (same password). */
export const urlAs = (url: string, role: string): string => {
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(role);
  return parsed.toString();
};
