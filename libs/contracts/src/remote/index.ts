export * from './contract-version';
export * from './define-remote';
export * from './guard';
export * from './remote-metadata';
export * from './route-declaration';
export * from './route-table';
export * from './route-vocabulary';
export * from './strings';
