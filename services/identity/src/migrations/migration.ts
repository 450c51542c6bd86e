export interface Migration {
  /** Unique and sortable; recorded in identity_migrations once applied. */
  name: string;
  up: string;
}
