export { providersBadInputExamples } from './bad-input-examples';
export { providersContractColumns } from './contract-columns';
