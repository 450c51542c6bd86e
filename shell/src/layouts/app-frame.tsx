import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '@portal/i18n';
import { ContactDrawer } from '../contact/contact-drawer';
import { Footer } from '../footer/footer';
import { useRouteHeading } from '../pages/route-heading';
import { ImpersonationBanner } from './impersonation-banner';
import { SideNav, type NavLinkItem } from './side-nav';
import { TopBar } from './top-bar';

export interface AppFrameProps {
  readonly links?: readonly NavLinkItem[];
  readonly contact?: boolean;
  readonly children: ReactNode;
}

export const MAIN_CONTENT_ID = 'main-content';

/** Skip link, top bar, optional side bar, the page, the footer and (signed in) the 'Leave a message' drawer. */
export function AppFrame({ links, contact = false, children }: AppFrameProps) {
  const { t } = useTranslation();
  const [contactOpen, setContactOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  useRouteHeading();

  // Focus (and so scroll to) the main region itself; the URL keeps no #fragment for the router to see.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    main.current?.focus();
  };

  return (
    <div className="app-frame">
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link" onClick={skipToMain}>
        {t('a11y.skipToContent')}
      </a>
      <ImpersonationBanner />
      <TopBar />
      <div className="app-frame__body">
        {links && <SideNav links={links} />}
        <main id={MAIN_CONTENT_ID} ref={main} tabIndex={-1} className="app-frame__main">
          {children}
        </main>
      </div>
      <Footer />
      {contact && (
        <>
          <button
            type="button"
            className="ui-button ui-button--primary contact-button"
            aria-haspopup="dialog"
            aria-expanded={contactOpen}
            onClick={() => setContactOpen(true)}
          >
            {t('contact.open')}
          </button>
          {/* The drawer gives focus back to this button when it closes. */}
          {contactOpen && <ContactDrawer onClose={() => setContactOpen(false)} />}
        </>
      )}
    </div>
  );
}
