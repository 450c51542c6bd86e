export * from './auth-context';
export * from './portal-user';
export * from './session';
