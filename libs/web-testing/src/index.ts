export * from './render-page';
export * from './describe-remote';
export * from './window-width';
