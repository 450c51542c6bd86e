import { Page } from '@portal/ui';
import { useTranslation } from '@portal/i18n';

interface FaqItem {
  readonly q: string;
  readonly a: string;
}

export function FaqPage() {
  const { t } = useTranslation();
  const items = t('faq.items', { returnObjects: true }) as readonly FaqItem[];
  return (
    <Page title={t('titles.faq')}>
      <dl className="faq">
        {items.map((item) => (
          <div key={item.q}>
            <dt>{item.q}</dt>
            <dd>{item.a}</dd>
          </div>
        ))}
      </dl>
    </Page>
  );
}

export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.privacy')}>
      <p className="muted">{t('privacy.revision')}</p>
      <p>{t('privacy.body')}</p>
      <p>{t('privacy.access')}</p>
    </Page>
  );
}

export function AccessibilityPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.accessibility')}>
      <p>{t('accessibility.body')}</p>
    </Page>
  );
}
