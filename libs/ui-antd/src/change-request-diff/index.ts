export * from './change-request-diff';
export * from './change-request-diff-strings';
export * from './mask-bank-number';
