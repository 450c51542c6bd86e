export { CollapsibleFilters } from './collapsible-filters';
