export * from './change-request-diff';
export * from './mask-bank-number';
