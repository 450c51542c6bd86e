export * from './database-roles';
export * from './embedded-postgres';
export * from './free-port';
export * from './login-role-queue';
export * from './prepared-query';
