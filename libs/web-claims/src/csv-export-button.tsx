import { useNotify } from '@portal/ui';
import { Button, Progress, Space } from 'antd';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { saveBlob } from '@portal/ui-antd';
import { downloadClaimsCsv, type CsvProgress } from './csv-download';

/** EXPORT CSV of the current search, with a progress bar while it streams and a way to cancel. */
export function CsvExportButton({ t, query }: { readonly t: TFunction; readonly query: string }) {
  const notify = useNotify();
  const [progress, setProgress] = useState<CsvProgress | null>(null);
  const abort = useRef<AbortController | null>(null);

  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ rows: 0, total: 0 });
    try {
      const { blob, claims } = await downloadClaimsCsv(query, setProgress, controller.signal);
      saveBlob(blob, `claims-${new Date().toISOString().slice(0, 10)}.csv`);
      notify('success', t('export.done', { count: claims }));
    } catch (error) {
      if (!controller.signal.aborted) notify('error', t('export.failed', { error: (error as Error).message }));
    } finally {
      setProgress(null);
      abort.current = null;
    }
  };

  if (!progress) return <Button onClick={() => void run()}>{t('export.button')}</Button>;
  const percent = progress.total ? Math.min(100, Math.round((progress.rows / progress.total) * 100)) : 0;
  return (
    <Space wrap>
      <span role="status">{t('export.progress', { done: progress.rows, total: progress.total })}</span>
      <Progress
        percent={percent}
        size="small"
        style={{ width: 160 }}
        aria-label={t('export.progress', { done: progress.rows, total: progress.total })}
      />
      <Button onClick={() => abort.current?.abort()}>{t('export.cancel')}</Button>
    </Space>
  );
}
