// The payments screens (deposits, statements, payment runs), imported only by the payments pages' lazy chunks.
export { AdminPayments, ProviderPayments } from './payments';
export { DepositsList, type DepositsListProps } from './deposits-list';
