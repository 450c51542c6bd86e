export { plansBadInputExamples } from './bad-input-examples';
export { plansContractColumns } from './contract-columns';
