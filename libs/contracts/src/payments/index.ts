// The payments domain's contracts, a subpath of their own: kept out of the root barrel, which loads with the shell.
export * from './payment';
export * from './payment-schemas';
export * from './payment-routes';
export * from './payment-route-schemas';
