import type { Member } from '@portal/contracts';
import { displayPlanCode } from '@portal/contracts/core';
import { localized, useTranslation } from '@portal/i18n';
import { useId } from 'react';
import { useGetPlanQuery } from './member-search-api';

/**
 * Card, Descriptions and List of antd would bring their tabs, pagination and spinner (~35 KB gzip
 * with the expense cards) for a bordered box, a few labelled facts and a list. Labels in #595959:
 * 4.5:1 on white.
 */
const STYLE = `.member-card { margin-top: 16px; border: 1px solid #f0f0f0; border-radius: 8px; padding: 16px 24px; background: #fff; } .member-card__title { margin: 0 0 16px; font-size: 18px; } .member-card__facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: 8px 24px; margin: 0; } .member-card__facts > div { display: flex; gap: 8px; } .member-card__facts dt { color: #595959; } .member-card__facts dt::after { content: ':'; } .member-card__facts dd { margin: 0; overflow-wrap: anywhere; } .member-card__dependents { list-style: none; margin: 0; padding: 0; } .member-card__dependents li { padding: 8px 0; border-bottom: 1px solid #f0f0f0; } .member-card__dependents li:last-child { border-bottom: 0; }`;

/** yyyymmdd (spec §3) or yyyy-mm-dd as yyyy-mm-dd; null is masked. */
export const formatBirthDate = (value: string | null, masked: string): string =>
  value === null ? masked : value.replace(/^(\d{4})-?(\d{2})-?(\d{2})$/, '$1-$2-$3');

/** The selected member: identity, plan (777 shown as 247) and dependents; dates of birth masked unless shown by the API. */
export function MemberCard({ member }: { readonly member: Member }) {
  const { t, language } = useTranslation();
  const plan = useGetPlanQuery(member.planNumber);
  const headingId = useId();
  const masked = t('members.masked');
  const planLabel = plan.data
    ? `${localized(plan.data, 'planName', language)} - ${displayPlanCode(member.plan)}`
    : plan.error
      ? t('members.planNotFound')
      : displayPlanCode(member.plan);
  const facts = [
    [t('members.memberId'), member.memberId],
    [t('members.name'), `${member.firstname} ${member.lastname}`],
    [t('members.plan'), planLabel],
    [t('members.dob'), formatBirthDate(member.dob, masked)],
    [t('members.email'), member.email ?? '—'],
  ] as const;
  return (
    <section className="member-card" aria-labelledby={headingId}>
      <style>{STYLE}</style>
      <h2 id={headingId} className="member-card__title">
        {t('members.selected', { name: `${member.firstname} ${member.lastname}` })}
      </h2>
      <dl className="member-card__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 style={{ fontSize: 16 }}>{t('members.dependents')}</h3>
      {member.dependents.length ? (
        <ul className="member-card__dependents">
          {member.dependents.map((d) => (
            <li key={d.patientId}>
              {`${d.firstName} ${d.lastName}`} — {t(`members.relationships.${d.relationship}`, { defaultValue: d.relationship })}{' '}
              — {formatBirthDate(d.dateOfBirth, masked)}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('members.noDependents')}</p>
      )}
    </section>
  );
}
