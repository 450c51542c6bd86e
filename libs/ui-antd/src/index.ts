export * from './antd-root';
