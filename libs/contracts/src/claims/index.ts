// The claims domain's contracts, a subpath of their own: the shared `@portal/contracts` module loads with
// the shell and cannot be tree-shaken, so it re-exports only their types; code that needs a value
// (a schema, a message, a limit) imports it from `@portal/contracts/claims`.
export * from './claim';
export * from './claim-search';
export * from './claim-submission';
export * from './claim-schemas';
export * from './claim-search-schemas';
export * from './claim-submission-schemas';
export * from './claim-texts';
export * from './claim-outcome-texts';
export * from './coverage-and-void-schemas';
export * from './claim-routes';
export * from './claim-route-schemas';
export * from './new-claim-routes';
