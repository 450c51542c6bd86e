export * from './plan-admin';
