import { NavLink } from 'react-router';
import { useTranslation } from '@portal/i18n';
import { NavIcon } from './nav-icon';
import type { SideLink } from './side-links';

export function SideNav({ links }: { readonly links: readonly SideLink[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('app.mainNav')} className="side-nav">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="side-nav__link">
              <NavIcon name={link.icon} />
              <span className="side-nav__label">{t(`nav.${link.label}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
