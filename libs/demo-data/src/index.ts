export * from './accounts';
export * from './legacy-profiles';
export * from './providers';
export * from './reference';
