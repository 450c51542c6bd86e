// The home page's and the footer offices' contracts, a subpath of their own (not loaded with the shell's root).
export * from './office-constants';
export * from './content-schemas';
export * from './homepage-routes';
export * from './office-routes';
export * from './content-route-schemas';
