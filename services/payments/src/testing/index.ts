export { paymentsBadInputExamples } from './bad-input-examples';
export { paymentsContractColumns } from './contract-columns';
