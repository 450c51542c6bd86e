export { insertClaim } from './payable-claims';
export { startTestApi, type TestApi } from './test-api';
