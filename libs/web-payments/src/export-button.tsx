import { useNotify } from '@portal/ui';
import { Button } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { saveBlob } from '@portal/ui-antd';
import { csvBlob } from './deposits-csv';

export interface CsvFile {
  readonly text: string;
  readonly fileName: string;
  /** Data rows, for the message. */
  readonly rows: number;
}

/** A CSV export button: builds the file (perhaps reading the API), saves it, and says how it went. */
export function CsvButton({
  t,
  label,
  build,
}: {
  readonly t: TFunction;
  readonly label: string;
  readonly build: () => Promise<CsvFile>;
}) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await build();
      saveBlob(csvBlob(file.text), file.fileName);
      notify('success', t('export.done', { count: file.rows }));
    } catch (error) {
      notify('error', t('export.failed', { error: (error as Error).message }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button loading={busy} onClick={() => void run()}>
      {label}
    </Button>
  );
}
