export * from './render-page';
export * from './describe-remote';
