export * from './card';
export * from './error-panel';
export * from './notifications';
export * from './page';
export * from './remote-pages';
export * from './router';
export * from './attention-list';
