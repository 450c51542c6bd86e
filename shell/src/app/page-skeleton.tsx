import { useTranslation } from '@portal/i18n';

const LINES = ['80%', '62%', '90%', '48%', '70%'];

/**
 * What a page looks like before its remote or its data arrives: a heading and a card of lines, as tall
 * as a page, so nothing below (the footer) moves when the page replaces it. Screen readers hear "Loading…".
 */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="page-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{t('app.loading')}</span>
      <div className="page-skeleton__heading" aria-hidden="true" />
      <div className="page-skeleton__card" aria-hidden="true">
        {LINES.map((width, index) => (
          <div key={index} className="page-skeleton__line" style={{ width }} />
        ))}
      </div>
    </div>
  );
}
