export * from './base-query';
export * from './portal-api';
export * from './store';
