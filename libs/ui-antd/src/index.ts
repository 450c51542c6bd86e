export * from './antd-root';
export * from './change-request-diff';
export * from './registered-providers';
export * from './claim-submissions';
export * from './collapsible-filters';
export * from './responsive-table';
export { useNamespacedTranslation } from './namespaced-translation';
export * from './staged-page/antd-page-entry';
