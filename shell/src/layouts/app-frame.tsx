import { useState, type ReactNode } from 'react';
import { useTranslation } from '@portal/i18n';
import { ContactDrawer } from '../contact/contact-drawer';
import { Footer } from '../footer/footer';
import { SideNav, type NavLinkItem } from './side-nav';
import { TopBar } from './top-bar';

export interface AppFrameProps {
  readonly links?: readonly NavLinkItem[];
  readonly contact?: boolean;
  readonly children: ReactNode;
}

/** Top bar, optional side bar, the page, the footer and (signed in) the 'Leave a message' drawer. */
export function AppFrame({ links, contact = false, children }: AppFrameProps) {
  const { t } = useTranslation();
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <div className="app-frame">
      <TopBar />
      <div className="app-frame__body">
        {links && <SideNav links={links} />}
        <main className="app-frame__main">{children}</main>
      </div>
      <Footer />
      {contact && (
        <>
          <button type="button" className="ui-button ui-button--primary contact-button" onClick={() => setContactOpen(true)}>
            {t('contact.open')}
          </button>
          {contactOpen && <ContactDrawer onClose={() => setContactOpen(false)} />}
        </>
      )}
    </div>
  );
}
