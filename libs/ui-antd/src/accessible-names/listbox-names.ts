import { hideIconNames } from './icon-names';

/**
 * antd's Select and AutoComplete (@rc-component/select) render their popup as `<div role="listbox"
 * id="{comboboxId}_list">` with no accessible name and no prop to give it one. While the list is open
 * the combobox points at it (`aria-controls`) and lends it its name; while it closes it is an unnamed
 * listbox (WCAG 4.1.2). Each listbox therefore carries its combobox's name, kept in step with it
 * (a language switch renames both).
 */
const LIST_SUFFIX = '_list';

const textOf = (document: Document, ids: string) =>
  ids
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ');

/** The combobox's accessible name as its author gave it: aria-label, aria-labelledby or a `<label>`. */
export function comboboxName(combobox: Element): string {
  const document = combobox.ownerDocument;
  const label = combobox.getAttribute('aria-label')?.trim();
  if (label) return label;
  const labelledBy = combobox.getAttribute('aria-labelledby');
  if (labelledBy) return textOf(document, labelledBy);
  const labels = combobox instanceof HTMLInputElement ? Array.from(combobox.labels ?? []) : [];
  return labels
    .map((element) => element.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** Names every antd listbox under `root` after its combobox; returns how many it changed. */
export function nameListboxes(root: ParentNode): number {
  let changed = 0;
  for (const listbox of Array.from(root.querySelectorAll(`[role="listbox"][id$="${LIST_SUFFIX}"]`))) {
    if (listbox.hasAttribute('aria-labelledby')) continue;
    const combobox = listbox.ownerDocument.getElementById(listbox.id.slice(0, -LIST_SUFFIX.length));
    const name = combobox ? comboboxName(combobox) : '';
    if (name && listbox.getAttribute('aria-label') !== name) {
      listbox.setAttribute('aria-label', name);
      changed += 1;
    }
  }
  return changed;
}

/** Keeps listboxes named (and icons unnamed, `icon-names.ts`) while the page changes (popups are portalled to `body`); returns the stop function. */
export function observeAccessibleNames(root: HTMLElement): () => void {
  const name = () => {
    nameListboxes(root);
    hideIconNames(root);
  };
  name();
  const observer = new MutationObserver(name);
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-label', 'aria-labelledby', 'id', 'title'],
  });
  return () => observer.disconnect();
}
