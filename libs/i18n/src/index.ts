export * from './i18n';
export type { Resources } from './resources/en';
