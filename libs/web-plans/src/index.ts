export { useGetCoveragesQuery } from './coverages-api';
