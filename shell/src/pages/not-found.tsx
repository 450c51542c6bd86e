import { useTranslation } from '@portal/i18n';
import { Link } from 'react-router';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <main className="bare-layout">
      <section className="ui-page">
        <h1>{t('notFound.title')}</h1>
        <Link to="/">{t('notFound.returnHome')}</Link>
      </section>
    </main>
  );
}
