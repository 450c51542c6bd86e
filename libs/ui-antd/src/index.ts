export * from './antd-root';
export * from './collapsible-filters';
export { DateRangePicker } from './date-range/date-range-picker';
export { apiFetch, responseError, saveBlob } from './download/api-download';
export * from './responsive-table';
export { useNamespacedTranslation } from './namespaced-translation';
export * from './staged-page/antd-page-entry';
