export { observeAccessibleNames } from './listbox-names';
