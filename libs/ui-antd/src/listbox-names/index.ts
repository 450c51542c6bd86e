export { observeListboxNames } from './listbox-names';
