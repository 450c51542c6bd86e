export { ClaimSubmissions, type ClaimSubmissionsProps } from './claim-submissions';
