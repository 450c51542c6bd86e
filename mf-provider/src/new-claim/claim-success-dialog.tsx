import type { ClaimSubmissionResult } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Link } from '@portal/ui';
import { Button, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ClaimPrintView } from './claim-print-view';

/** Spec §9: the print window opens after 1000 ms, once the print view has rendered. */
export const PRINT_DELAY_MS = 1000;

interface ClaimSuccessDialogProps {
  readonly claim: ClaimSubmissionResult;
  readonly open: boolean;
  readonly planName: string;
  /** The screen's name of each coverage, by its English name (the one a claim line keeps). */
  readonly coverageNames: ReadonlyMap<string, string>;
  readonly onClose: () => void;
}

/** The success dialog: the claim id, a link to Search Submissions, PRINT (the print view, then the browser's print) and CLOSE. */
export function ClaimSuccessDialog({ claim, open, planName, coverageNames, onClose }: ClaimSuccessDialogProps) {
  const { t } = useTranslation();
  const [printing, setPrinting] = useState(false);
  const printButton = useRef<HTMLButtonElement>(null);
  const printed = useRef(false);

  useEffect(() => {
    if (!printing) return undefined;
    const timer = setTimeout(() => window.print(), PRINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [printing]);

  return (
    <>
      <Modal
        open={open && !printing}
        // The form sets the focus on its heading once the dialog closes.
        focusTriggerAfterClose={false}
        title={t('claims.success.title')}
        onCancel={onClose}
        // Back from the print view, focus returns to PRINT, which opened it.
        afterOpenChange={(open) => open && printed.current && printButton.current?.focus()}
        footer={[
          <Button
            key="print"
            ref={printButton}
            onClick={() => {
              printed.current = true;
              setPrinting(true);
            }}
          >
            {t('claims.success.print')}
          </Button>,
          <Button key="close" type="primary" onClick={onClose}>
            {t('claims.success.close')}
          </Button>,
        ]}
      >
        <p>{t('claims.success.text', { id: claim.submissionId })}</p>
        <p>
          {t('claims.success.searchBefore')}{' '}
          <Link
            to={`/search-submissions?submissionId=${encodeURIComponent(claim.submissionId)}`}
            style={{ textDecoration: 'underline' }}
          >
            {t('claims.success.searchLink')}
          </Link>
        </p>
      </Modal>
      {printing &&
        createPortal(
          <ClaimPrintView claim={claim} planName={planName} coverageNames={coverageNames} onClose={() => setPrinting(false)} />,
          document.body,
        )}
    </>
  );
}
