export { loginAsProvider } from './login-as-provider';
export { RegisteredProviders, type RegisteredProvidersProps } from './registered-providers';
export { statusFromSearch } from './status-from-search';
