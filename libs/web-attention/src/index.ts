export { useGetAttentionQuery } from './attention-api';
export { useClaimsChart } from './use-claims-chart';
