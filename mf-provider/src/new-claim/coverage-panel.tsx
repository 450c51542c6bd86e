import { errorMessage } from '@portal/api-client';
import type { CoverageCheck } from '@portal/contracts';
import { localized, useTranslation } from '@portal/i18n';
import { Alert, Tag } from 'antd';
import { useCoverageCheckTranslation } from './coverage-check-translation';
import { useMoney } from './use-money';

const TABLE = { borderCollapse: 'collapse', width: '100%', minWidth: 520, fontSize: 14 } as const;
const CELL = { padding: '4px 8px', borderBottom: '1px solid #d9d9d9', textAlign: 'left', verticalAlign: 'top' } as const;
const NUMBER = { ...CELL, textAlign: 'right', whiteSpace: 'nowrap' } as const;

/**
 * The coverage check once a patient is picked: per coverage, covered or not, referral, maximums, and
 * what this benefit year's claims used and leave. The table scrolls sideways on a phone.
 */
export function CoveragePanel({
  check,
  error,
  loading,
}: {
  readonly check: CoverageCheck | undefined;
  readonly error: unknown;
  readonly loading: boolean;
}) {
  const t = useCoverageCheckTranslation();
  const { language } = useTranslation();
  const money = useMoney();
  const maximum = (value: number | null) => (value === null ? t('noMaximum') : money(value));
  // In the order of the names shown: the API sorts by the English name.
  const coverages = (check?.coverages ?? [])
    .map((coverage) => ({ coverage, name: localized(coverage, 'name', language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));

  return (
    <div style={{ marginBottom: 16 }}>
      <h3 id="coverage-check-heading" style={{ fontSize: 16 }}>
        {check ? t('heading', { year: check.benefitYear }) : t('title')}
      </h3>
      {error ? (
        <Alert type="warning" showIcon title={t('failed', { message: errorMessage(error) })} />
      ) : !check || loading ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <div role="region" aria-labelledby="coverage-check-heading" tabIndex={0} style={{ overflowX: 'auto' }}>
          <table style={TABLE}>
            <thead>
              <tr>
                <th scope="col" style={CELL}>
                  {t('coverage')}
                </th>
                <th scope="col" style={NUMBER}>
                  {t('perClaim')}
                </th>
                <th scope="col" style={NUMBER}>
                  {t('annual')}
                </th>
                <th scope="col" style={NUMBER}>
                  {t('used')}
                </th>
                <th scope="col" style={NUMBER}>
                  {t('remaining')}
                </th>
              </tr>
            </thead>
            <tbody>
              {coverages.map(({ coverage, name }) => (
                <tr key={coverage.coverageId}>
                  <th scope="row" style={{ ...CELL, fontWeight: 'normal' }}>
                    {name}{' '}
                    {coverage.covered ? (
                      coverage.requiresReferral && <Tag>{t('referral')}</Tag>
                    ) : (
                      <Tag color="error">{t('notCovered')}</Tag>
                    )}
                  </th>
                  <td style={NUMBER}>{maximum(coverage.perClaimMaximum)}</td>
                  <td style={NUMBER}>{maximum(coverage.annualMaximum)}</td>
                  <td style={NUMBER}>{money(coverage.usedThisYear)}</td>
                  <td style={NUMBER}>{maximum(coverage.remainingThisYear)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
