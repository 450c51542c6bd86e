export { contentBadInputExamples } from './bad-input-examples';
export { contentContractColumns } from './contract-columns';
