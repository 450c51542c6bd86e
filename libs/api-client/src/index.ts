export * from './base-query';
export * from './portal-api';
export * from './store';
export * from './route-endpoint';
