export * from './auth-context';
export * from './guard';
export * from './portal-user';
export * from './route-table';
export * from './user-manager';
