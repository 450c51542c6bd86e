export * from './mail-config';
export * from './mail-outbox';
export * from './mail-schema';
export * from './mail-transport';
export * from './mail-worker';
export * from './outbox-maintenance';
export * from './retry-policy';
