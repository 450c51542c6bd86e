export { ChangeRequestDiff, type ChangeRequestDiffProps } from './change-request-diff';
export { OfficeSelect, type OfficeSelectProps } from './office-select/office-select';
export { loginAsProvider, RegisteredProviders, type RegisteredProvidersProps, statusFromSearch } from './registered-providers';
export { useGetRegisteredProviderQuery, useGetRegisteredProvidersQuery } from './registered-providers/registered-providers-api';
export { useCoverageNames } from './registered-providers/use-coverage-names';
