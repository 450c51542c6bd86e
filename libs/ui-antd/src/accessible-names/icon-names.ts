const CONTROL = 'button, a[href], [role="button"], [role="tab"], [role="menuitem"]';
/** Marks a control this module names after a title, to follow the title when the language changes. */
const NAMED = 'data-named-by-title';

/** A control whose only content is an icon is named by its title, or its item's (antd's pagination arrows). */
function nameByTitle(control: Element): boolean {
  const title = control.closest('[title]')?.getAttribute('title');
  if (!title) return false;
  if (control.getAttribute('aria-label') !== title) control.setAttribute('aria-label', title);
  control.setAttribute(NAMED, '');
  return true;
}

/**
 * antd draws each icon as `<span role="img" aria-label="down">`: screen readers read its English name
 * ("down", "info-circle", "close") in either language. An icon beside text, or in a control named
 * otherwise, is decoration and is hidden from them; a control whose only content is an icon is named by
 * its title ("Page suivante"). Returns how many icons it hid.
 */
export function hideIconNames(root: ParentNode): number {
  for (const control of Array.from(root.querySelectorAll(`[${NAMED}]`))) nameByTitle(control);
  let hidden = 0;
  for (const icon of Array.from(root.querySelectorAll('.anticon[role="img"][aria-label]'))) {
    // Only antd's own name ("check-circle" on .anticon-check-circle): an author's label says something.
    if (!icon.classList.contains(`anticon-${icon.getAttribute('aria-label') ?? ''}`)) continue;
    const control = icon.closest(CONTROL);
    const unnamed =
      control && !control.hasAttribute('aria-label') && !control.hasAttribute('aria-labelledby') && !control.textContent?.trim();
    if (unnamed && !nameByTitle(control)) continue;
    icon.removeAttribute('aria-label');
    icon.setAttribute('aria-hidden', 'true');
    hidden += 1;
  }
  return hidden;
}
