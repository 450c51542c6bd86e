export * from './read-remote-manifest';
export * from './read-runtime-config';
