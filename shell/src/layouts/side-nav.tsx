import { useTranslation } from '@portal/i18n';
import { NavLink } from 'react-router';
import { NavIcon } from './nav-icon';

/** A side-bar link, its label already translated from the declaring remote's strings. */
export interface NavLinkItem {
  readonly to: string;
  readonly label: string;
  readonly icon: string;
}

export function SideNav({ links }: { readonly links: readonly NavLinkItem[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('app.mainNav')} className="side-nav">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="side-nav__link">
              <NavIcon name={link.icon} />
              <span className="side-nav__label">{link.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
