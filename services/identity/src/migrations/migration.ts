export interface Migration {
  /** Unique and sortable; recorded in identity_migrations once applied. */
  name: string;
  up: string;
  /**
   * False for one statement PostgreSQL refuses inside a transaction (`create index concurrently`): it runs
   * alone, then is recorded. Default true: the SQL and its record commit together.
   */
  transactional?: boolean;
}
