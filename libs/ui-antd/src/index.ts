export * from './antd-root';
export * from './change-request-diff';
