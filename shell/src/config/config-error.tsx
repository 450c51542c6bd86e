import { ErrorPanel } from '@portal/ui';
import { useTranslation } from '@portal/i18n';

export function ConfigError({ reason }: { readonly reason: string }) {
  const { t } = useTranslation();
  return (
    <main className="bare-layout">
      <ErrorPanel title={t('config.invalid', { reason })} />
    </main>
  );
}
