export * from './i18n';
export * from './i18n-react';
export type { Resources } from './resources/en';
