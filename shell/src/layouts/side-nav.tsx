import { useEffect, useState } from 'react';
import { useTranslation } from '@portal/i18n';
import { NavLink } from 'react-router';
import { NavIcon } from './nav-icon';

/** A side-bar link, its label already translated from the declaring remote's strings. */
export interface NavLinkItem {
  readonly to: string;
  readonly label: string;
  readonly icon: string;
}

/**
 * The role's side bar. Below 768 px it collapses to its icons: each label stays in the link (its
 * accessible name) and shows as a tooltip on hover or keyboard focus, which Escape dismisses
 * (WCAG 1.4.13) until the pointer or focus moves to another link.
 */
export function SideNav({ links }: { readonly links: readonly NavLinkItem[] }) {
  const { t } = useTranslation();
  const [tooltipDismissed, setTooltipDismissed] = useState(false);

  useEffect(() => {
    if (tooltipDismissed) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setTooltipDismissed(true);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [tooltipDismissed]);

  const showTooltips = () => setTooltipDismissed(false);
  return (
    <nav aria-label={t('app.mainNav')} className="side-nav" data-tooltips={tooltipDismissed ? 'dismissed' : undefined}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="side-nav__link" onFocus={showTooltips} onMouseLeave={showTooltips}>
              <NavIcon name={link.icon} />
              <span className="side-nav__label">{link.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
