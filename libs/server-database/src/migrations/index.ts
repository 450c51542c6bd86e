export { composeMigrations } from './compose-migrations';
export { migrationCliConfig } from './migration-cli-config';
export {
  migrationNames,
  PortalMigrationGenerator,
  registerMigration,
  renderMigration,
  type MigrationNames,
} from './migration-generator';
export { runMigrations } from './run-migrations';
