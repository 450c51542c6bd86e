export * from './test-database';
export * from './test-issuer';
export * from './bad-input';
