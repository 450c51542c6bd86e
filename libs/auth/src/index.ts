export * from './auth-context';
export * from './guard';
export * from './portal-user';
export * from './routes';
export * from './user-manager';
