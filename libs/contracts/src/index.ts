export * from './access-token';
export * from './errors';
export * from './health';
export * from './plan-codes';
export * from './provider';
export * from './reference-data';
export * from './roles';
export * from './runtime-config';
