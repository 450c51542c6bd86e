import type { DepositDetail } from '@portal/contracts/payments';
import { Button } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { DepositLinesTable } from './deposit-lines-table';
import type { PaymentsFormat } from './payments-format';

/** On screen above the portal; printed alone, without the portal's chrome (header, side bar, footer) or its buttons. */
const STYLE = `.deposit-statement { position: fixed; inset: 0; z-index: 2000; overflow: auto; padding: 24px; background: #fff; color: #1f1f1f; font-size: 14px; } .deposit-statement h1 { font-size: 22px; outline: none; } .deposit-statement__actions { display: flex; flex-wrap: wrap; gap: 8px; justify-content: flex-end; } .deposit-statement__facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 8px 24px; } .deposit-statement__facts dt { font-weight: 600; } .deposit-statement__facts dd { margin: 0; } .deposit-statement__lines-scroll { overflow-x: auto; margin-top: 16px; } .deposit-statement__lines { width: 100%; border-collapse: collapse; } .deposit-statement__lines caption { text-align: left; font-weight: 600; padding-bottom: 4px; } .deposit-statement__lines th, .deposit-statement__lines td { border: 1px solid #8c8c8c; padding: 4px 6px; text-align: left; vertical-align: top; } .deposit-statement__lines .num { text-align: right; white-space: nowrap; } .deposit-statement .paid-in-parts { font-size: 12px; white-space: normal; } @media (max-width: 480px) { .deposit-statement { padding: 12px; } } @media print { body > *:not(.deposit-statement) { display: none !important; } .deposit-statement { position: static; padding: 0; overflow: visible; } .deposit-statement__actions { display: none; } .deposit-statement__lines-scroll { overflow: visible; } .deposit-statement__lines tr { break-inside: avoid; } }`;

interface DepositStatementProps {
  readonly deposit: DepositDetail;
  readonly t: TFunction;
  readonly format: PaymentsFormat;
  readonly onClose: () => void;
}

/** A deposit's remittance statement laid out for paper: who paid whom, when, how much, and for which claim lines. */
export function DepositStatement({ deposit, t, format, onClose }: DepositStatementProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  const facts: [string, string][] = [
    [t('statement.payer'), t('statement.payerName')],
    [t('statement.office'), deposit.officeName],
    [t('statement.reference'), deposit.reference],
    [t('statement.paymentDate'), format.date(deposit.paymentDate)],
    [t('statement.amount'), format.money(deposit.amount)],
    [t('statement.claims'), String(deposit.claimCount)],
    [t('statement.lines'), String(deposit.lineCount)],
  ];
  return createPortal(
    <div
      className="deposit-statement"
      role="dialog"
      aria-modal="true"
      aria-labelledby="deposit-statement-heading"
      lang={format.locale}
    >
      <style>{STYLE}</style>
      <div className="deposit-statement__actions">
        <Button type="primary" onClick={() => window.print()}>
          {t('statement.print')}
        </Button>
        <Button onClick={onClose}>{t('statement.close')}</Button>
      </div>
      <h1 id="deposit-statement-heading" ref={heading} tabIndex={-1}>
        {t('statement.title')} — {deposit.reference}
      </h1>
      <dl className="deposit-statement__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <DepositLinesTable
        deposit={deposit}
        t={t}
        format={format}
        caption={t('statement.linesCaption')}
        className="deposit-statement__lines"
      />
      <p>{t('statement.note')}</p>
    </div>,
    document.body,
  );
}
