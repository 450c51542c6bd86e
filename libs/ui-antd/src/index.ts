export * from './antd-root';
export * from './change-request-diff';
export * from './registered-providers';
export * from './claim-submissions';
export { useNamespacedTranslation } from './namespaced-translation';
