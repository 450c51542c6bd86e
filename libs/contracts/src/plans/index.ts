// The plans', coverages' and member search's routes, a subpath of their own (not loaded with the shell).
export * from './plan-number';
export * from './plan-routes';
export * from './plan-route-schemas';
