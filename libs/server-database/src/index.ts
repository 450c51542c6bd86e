export * from './database-roles';
export * from './embedded-postgres';
export * from './free-port';
export * from './migration-lock';
export * from './prepared-query';
export * from './sql';
export * from './orm-connection';
export * from './write-group';
