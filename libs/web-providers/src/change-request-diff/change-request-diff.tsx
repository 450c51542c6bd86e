import type { ProviderSnapshot } from '@portal/contracts';
import { Flex, Tag, Typography } from 'antd';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { useDiffTranslation } from './change-request-diff-strings';
import { maskBankNumber } from './mask-bank-number';
import { diffSnapshots, type CoverageChange, type FieldDiff, type FieldValue, type OfficeChange } from './snapshot-diff';

export interface ChangeRequestDiffProps {
  /** The live profile when the change was requested; null for a registration. */
  readonly oldValue: ProviderSnapshot | null;
  readonly newValue: ProviderSnapshot;
  /** Coverage names by coverageId (e.g. from GET /coverages); an unknown id is shown as "Coverage {id}". */
  readonly coverageNames: ReadonlyMap<number, string>;
  /** Level of the section headings (Provider, Areas of specialization, Offices); offices get one more. */
  readonly headingLevel?: 2 | 3 | 4;
}

// Text colours on their backgrounds are all above 4.5:1 (WCAG 2.1 AA); the tag text carries the meaning.
const MARKS = {
  changed: { color: '#5c3c00', background: '#fff1c2', borderColor: '#8a5a00' },
  added: { color: '#0f4a00', background: '#eafbe0', borderColor: '#3b7a1a' },
  removed: { color: '#820014', background: '#fff1f0', borderColor: '#a8071a' },
  neutral: { color: '#262626', background: '#f5f5f5', borderColor: '#8c8c8c' },
} satisfies Record<string, CSSProperties>;

const CHANGED_ROW: CSSProperties = { background: '#fffbe6', boxShadow: 'inset 4px 0 0 #8a5a00' };
const CELL: CSSProperties = { padding: '6px 8px', borderBottom: '1px solid #e5e5e5', verticalAlign: 'top', textAlign: 'start' };
const SIDE: CSSProperties = { flex: '1 1 10rem', minWidth: 0 };
const SIDE_LABEL: CSSProperties = { color: '#595959', marginInlineEnd: 4 };

function Mark({ kind, children }: { readonly kind: keyof typeof MARKS; readonly children: ReactNode }) {
  return (
    <Tag variant="outlined" style={{ ...MARKS[kind], marginInlineStart: 8, fontWeight: 600 }}>
      {children}
    </Tag>
  );
}

/**
 * Old versus new value of a provider change request (an approval record), field by field: provider
 * fields, coverages added or removed, offices matched by `officeId` (new, removed, changed fields).
 * A change is marked with a "Changed" / "Added" / "Removed" tag in text and a highlighted row, never by
 * colour alone. The account number is always masked to its last 3 digits; institution and transit numbers
 * (the branch, printed on every cheque) and the province's name show in full. A registration (`oldValue`
 * null) shows the new values only. Rows stack at phone widths.
 *
 * Strings: the component brings its own English and French strings (`change-request-diff-strings.ts`)
 * and adds them to the portal's i18next as their own namespace on first use, so a remote renders it
 * without copying any string; it follows the portal's language like every other text. Render it
 * inside `AntdRoot` (antd theme and locale).
 */
export function ChangeRequestDiff({ oldValue, newValue, coverageNames, headingLevel = 2 }: ChangeRequestDiffProps) {
  const t = useDiffTranslation();
  const diff = diffSnapshots(oldValue, newValue);
  const compare = !diff.isRegistration;
  const coverageName = (id: number) => coverageNames.get(id) ?? t('unknownCoverage', { id });
  const officeMark: Record<OfficeChange, ReactNode> = {
    added: compare && <Mark kind="added">{t('newOffice')}</Mark>,
    removed: <Mark kind="removed">{t('removedOffice')}</Mark>,
    changed: <Mark kind="changed">{t('changedOffice')}</Mark>,
    unchanged: null,
  };
  const coverageMark: Record<CoverageChange, ReactNode> = {
    added: compare && <Mark kind="added">{t('added')}</Mark>,
    removed: <Mark kind="removed">{t('removed')}</Mark>,
    kept: null,
  };

  return (
    <div style={{ minWidth: 0 }}>
      <Section title={t('provider')} level={headingLevel}>
        {(labelledBy) => <FieldTable rows={diff.provider} labelledBy={labelledBy} />}
      </Section>
      <Section title={t('coverages')} level={headingLevel}>
        {(labelledBy) =>
          diff.coverages.length === 0 ? (
            <p>{t('noCoverages')}</p>
          ) : (
            <ul aria-labelledby={labelledBy} style={{ paddingInlineStart: 20, margin: 0 }}>
              {diff.coverages.map(({ coverageId, change }) => (
                <li key={`${coverageId}-${change}`} style={{ marginBlock: 4 }}>
                  {change === 'removed' ? <del>{coverageName(coverageId)}</del> : coverageName(coverageId)}
                  {coverageMark[change]}
                </li>
              ))}
            </ul>
          )
        }
      </Section>
      <Section title={t('offices')} level={headingLevel}>
        {() =>
          diff.offices.length === 0 ? (
            <p>{t('noOffices')}</p>
          ) : (
            diff.offices.map((office, index) => (
              <Section
                key={office.key}
                level={(headingLevel + 1) as 3 | 4 | 5}
                title={
                  <>
                    {office.name || t('unnamedOffice', { number: index + 1 })}
                    {officeMark[office.change]}
                  </>
                }
              >
                {(labelledBy) => <FieldTable rows={office.fields} labelledBy={labelledBy} />}
              </Section>
            ))
          )
        }
      </Section>
    </div>
  );
}

function Section({
  title,
  level,
  children,
}: {
  readonly title: ReactNode;
  readonly level: 2 | 3 | 4 | 5;
  readonly children: (labelledBy: string) => ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ marginBlockEnd: 16 }}>
      <Typography.Title id={id} level={level} style={{ fontSize: level <= 3 ? 18 : 16, marginBlock: '12px 8px' }}>
        {title}
      </Typography.Title>
      {children(id)}
    </section>
  );
}

function FieldTable({ rows, labelledBy }: { readonly rows: readonly FieldDiff<string>[]; readonly labelledBy: string }) {
  const t = useDiffTranslation();
  const show = (field: string, value: FieldValue | undefined): string => {
    if (value === null || value === undefined) return t('notSet');
    if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
    if (field === 'accountNumber') return maskBankNumber(value);
    if (field === 'province') return t(`provinces.${value}`, { defaultValue: value });
    if (field === 'accountType') return t(`accountTypes.${value}`, { defaultValue: value });
    return value;
  };
  return (
    <table aria-labelledby={labelledBy} style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
      <thead>
        <tr>
          <th scope="col" style={{ ...CELL, width: '38%' }}>
            {t('field')}
          </th>
          <th scope="col" style={CELL}>
            {t('value')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ field, before, after, changed }) => (
          <tr key={field} data-changed={changed || undefined} style={changed ? CHANGED_ROW : undefined}>
            <th scope="row" style={{ ...CELL, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {t(`fields.${field}`)}
              {changed && <Mark kind="changed">{t('changed')}</Mark>}
            </th>
            <td style={{ ...CELL, overflowWrap: 'anywhere' }}>
              {changed ? (
                <Flex wrap gap="2px 16px">
                  <div style={SIDE}>
                    <span style={SIDE_LABEL}>{t('before')}:</span>
                    <del>{show(field, before)}</del>
                  </div>
                  <div style={SIDE}>
                    <span style={SIDE_LABEL}>{t('after')}:</span>
                    <ins style={{ textDecoration: 'none', fontWeight: 600 }}>{show(field, after)}</ins>
                  </div>
                </Flex>
              ) : (
                show(field, after === undefined ? before : after)
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
