export { ClaimSubmissions, type ClaimSubmissionsProps } from './claim-submissions';
export { claimSubmissionsApi } from './claim-submissions-api';
