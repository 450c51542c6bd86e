export { claimsBadInputExamples } from './bad-input-examples';
export { claimsContractColumns } from './contract-columns';
