import { DEFAULT_BENEFITS_OFFICES, type BenefitsOfficeFields } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { useEffect, useState } from 'react';
import { OfficeAddress } from '../footer/office-address';

/** The app's footer as a visitor sees it: links and the offices, fetched without the app's store. */
export function LandingFooter({ apiBaseUrl }: { readonly apiBaseUrl: string }) {
  const { t, language } = useTranslation();
  const [offices, setOffices] = useState<readonly BenefitsOfficeFields[]>(DEFAULT_BENEFITS_OFFICES);
  useEffect(() => {
    const controller = new AbortController();
    // As the app's API client asks: in the portal's language.
    fetch(`${apiBaseUrl}/benefitsOffices`, { signal: controller.signal, headers: { 'Accept-Language': language } })
      .then((response) =>
        response.ok ? (response.json() as Promise<BenefitsOfficeFields[]>) : Promise.reject(new Error(`HTTP ${response.status}`)),
      )
      .then((list) => list.length > 0 && setOffices(list))
      .catch((error: unknown) => {
        // Spec §2, §8: the default three stay; a failure is only logged.
        if (!controller.signal.aborted) console.warn('Could not load the benefits offices', error);
      });
    return () => controller.abort();
  }, [apiBaseUrl, language]);
  return (
    <footer className="footer">
      <nav aria-label={t('footer.nav')} className="footer__links">
        <a href="/faq">{t('footer.faq')}</a>
        <a href="/privacy">{t('footer.privacy')}</a>
        <a href="/accessibility">{t('footer.accessibility')}</a>
      </nav>
      <ul className="footer__offices" aria-label={t('footer.offices')}>
        {offices.map((office) => (
          <li key={office.name}>
            <OfficeAddress office={office} />
          </li>
        ))}
      </ul>
    </footer>
  );
}
