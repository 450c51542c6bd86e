import type { Member } from '@portal/contracts';
import { displayPlanCode } from '@portal/contracts/core';
import { useTranslation } from '@portal/i18n';
import { usePhoneLayout } from '@portal/ui-antd';
import { Button } from 'antd';
import type { ReactNode } from 'react';

interface MemberResultsProps {
  readonly members: readonly Member[];
  readonly selectedId: string | undefined;
  readonly onSelect: (member: Member) => void;
}

const STYLE = `.member-results { margin-top: 16px; overflow-x: auto; } .member-results table { border-collapse: collapse; width: 100%; font-size: 14px; } .member-results th, .member-results td { padding: 8px; border-bottom: 1px solid #f0f0f0; text-align: left; white-space: nowrap; } .member-results th { background: #fafafa; font-weight: 600; } .member-results__list { list-style: none; margin: 16px 0 0; padding: 0; display: grid; gap: 12px; } .member-results__card { border: 1px solid #d9d9d9; border-radius: 8px; padding: 12px; background: #fff; overflow-wrap: anywhere; } .member-results__card h3 { margin: 0 0 8px; font-size: 16px; font-weight: 600; } .member-results__card dl { display: grid; gap: 6px; margin: 0; } .member-results__card dl > div { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: 12px; align-items: center; } .member-results__card dt { color: #595959; } .member-results__card dd { margin: 0; }`;

/**
 * The members a search found, each with its SELECT button (pressed for the selected one). A few rows,
 * never sorted or paged: plain markup, not antd's Table, whose filters, sorters and pages would bring
 * ~50 KB gzip to the page. A table on a wide screen; below `md`, one card per member with its SELECT
 * in view, as `ResponsiveTable` draws them.
 */
export function MemberResults({ members, selectedId, onSelect }: MemberResultsProps) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const select = (m: Member) => (
    <Button
      size="small"
      type={selectedId === m.memberId ? 'primary' : 'default'}
      aria-pressed={selectedId === m.memberId}
      aria-label={t('members.selectLabel', { name: `${m.firstname} ${m.lastname}` })}
      onClick={() => onSelect(m)}
    >
      {t('members.select')}
    </Button>
  );
  const cells: readonly [string, (m: Member) => ReactNode][] = [
    [t('members.firstname'), (m) => m.firstname],
    [t('members.lastname'), (m) => m.lastname],
    [t('members.plan'), (m) => displayPlanCode(m.plan)],
    [t('members.action'), select],
  ];
  const list = phone ? (
    <ul className="member-results__list" aria-label={t('members.results')}>
      {members.map((m) => (
        <li key={m.memberId} className="member-results__card">
          <h3>{m.memberId}</h3>
          <dl>
            {cells.map(([label, cell]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{cell(m)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  ) : (
    <div className="member-results">
      <table aria-label={t('members.results')}>
        <thead>
          <tr>
            <th scope="col">{t('members.memberId')}</th>
            {cells.map(([label]) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.memberId}>
              <td>{m.memberId}</td>
              {cells.map(([label, cell]) => (
                <td key={label}>{cell(m)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <>
      <style>{STYLE}</style>
      {list}
    </>
  );
}
