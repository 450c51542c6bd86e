import { useTranslation } from '@portal/i18n';
import { useNotify } from '@portal/ui';
import { Button } from 'antd';
import { useRef } from 'react';
import { receiptProblem } from './claim-form-logic';

const LIST = { listStyle: 'none', margin: '8px 0 0', padding: 0, display: 'grid', gap: 4 } as const;
const ITEM = { display: 'flex', gap: 8, alignItems: 'center', overflowWrap: 'anywhere' } as const;

interface ReceiptPickerProps {
  readonly receipts: readonly File[];
  readonly onChange: (receipts: File[]) => void;
}

/**
 * The claim's receipts: ATTACH opens the browser's file picker; each file is checked before it is kept
 * and listed with its REMOVE. A native input, not antd's Upload, which brings ~14 KB gzip (progress
 * bars, drag and drop, upload requests) for a list of files sent with the claim.
 */
export function ReceiptPicker({ receipts, onChange }: ReceiptPickerProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const add = (files: readonly File[]) => {
    const kept = [...receipts];
    for (const file of files) {
      const problem = receiptProblem(file, kept.length);
      if (problem) notify('error', t(`claims.messages.${problem}`, { name: file.name }));
      else kept.push(file);
    }
    onChange(kept);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="application/pdf,image/jpeg,image/png"
        multiple
        // Inline: antd's form styles show every file input (`display: block`) over the `hidden` attribute.
        style={{ display: 'none' }}
        onChange={(event) => {
          add([...(event.target.files ?? [])]);
          // The same file picked again, after its removal, is a change.
          event.target.value = '';
        }}
      />
      <Button onClick={() => input.current?.click()}>{t('claims.attach')}</Button>
      {receipts.length > 0 && (
        <ul style={LIST} aria-label={t('claims.receipts')}>
          {receipts.map((file, index) => (
            <li key={`${index}-${file.name}`} style={ITEM}>
              {file.name}
              <Button
                size="small"
                aria-label={t('claims.removeReceiptLabel', { name: file.name })}
                onClick={() => onChange(receipts.filter((each) => each !== file))}
              >
                {t('claims.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
