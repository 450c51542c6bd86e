// The contact drawer's contracts (spec §5, §7 POST /email), a subpath of their own.
export * from './contact-limits';
export * from './contact-schemas';
export * from './contact-routes';
export * from './contact-route-schemas';
