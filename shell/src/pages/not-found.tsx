import { useTranslation } from '@portal/i18n';
import { Link } from 'react-router';
import { useRouteHeading } from './route-heading';

export function NotFound() {
  const { t } = useTranslation();
  useRouteHeading();
  return (
    <main className="bare-layout">
      <section className="ui-page">
        <h1>{t('notFound.title')}</h1>
        <Link to="/">{t('notFound.returnHome')}</Link>
      </section>
    </main>
  );
}
