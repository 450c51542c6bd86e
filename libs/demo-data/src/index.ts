export * from './accounts';
export * from './providers';
export * from './reference';
