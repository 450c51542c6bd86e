export * from './embedded-postgres';
export * from './free-port';
