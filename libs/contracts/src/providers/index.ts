// The providers' and their change requests' routes, and the record id of a path (change requests, plans,
// coverages): a subpath of its own, not loaded with the shell.
export * from '../input/record-id';
export * from './provider-id';
export * from './provider-routes';
export * from './provider-route-schemas';
