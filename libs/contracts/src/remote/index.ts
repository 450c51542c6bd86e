export * from './contract-version';
export * from './define-remote';
export * from './remote-metadata';
export * from './route-declaration';
export * from './strings';
