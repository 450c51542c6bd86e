export * from './i18n';
export * from './i18n-react';
export * from './localized';
