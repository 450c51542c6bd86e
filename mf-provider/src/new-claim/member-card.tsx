import type { Member } from '@portal/contracts';
import { displayPlanCode } from '@portal/contracts/core';
import { localized, useTranslation } from '@portal/i18n';
import { Card, Descriptions, List } from 'antd';
import { useGetPlanQuery } from './member-search-api';

/** antd's grey labels are below 4.5:1 on white. */
const LABEL = { color: '#595959' } as const;

/** yyyymmdd (spec §3) or yyyy-mm-dd as yyyy-mm-dd; null is masked. */
export const formatBirthDate = (value: string | null, masked: string): string =>
  value === null ? masked : value.replace(/^(\d{4})-?(\d{2})-?(\d{2})$/, '$1-$2-$3');

/** The selected member: identity, plan (777 shown as 247) and dependents; dates of birth masked unless shown by the API. */
export function MemberCard({ member }: { readonly member: Member }) {
  const { t, language } = useTranslation();
  const plan = useGetPlanQuery(member.planNumber);
  const masked = t('members.masked');
  const planLabel = plan.data
    ? `${localized(plan.data, 'planName', language)} - ${displayPlanCode(member.plan)}`
    : plan.error
      ? t('members.planNotFound')
      : displayPlanCode(member.plan);
  return (
    <Card
      title={
        <h2 style={{ margin: 0, fontSize: 18 }}>{t('members.selected', { name: `${member.firstname} ${member.lastname}` })}</h2>
      }
      style={{ marginTop: 16 }}
    >
      <Descriptions
        styles={{ label: LABEL }}
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'memberId', label: t('members.memberId'), children: member.memberId },
          { key: 'name', label: t('members.name'), children: `${member.firstname} ${member.lastname}` },
          { key: 'plan', label: t('members.plan'), children: planLabel },
          { key: 'dob', label: t('members.dob'), children: formatBirthDate(member.dob, masked) },
          { key: 'email', label: t('members.email'), children: member.email ?? '—' },
        ]}
      />
      <h3 style={{ fontSize: 16 }}>{t('members.dependents')}</h3>
      {member.dependents.length ? (
        <List
          size="small"
          dataSource={member.dependents}
          rowKey="patientId"
          renderItem={(d) => (
            <List.Item>
              {`${d.firstName} ${d.lastName}`} — {t(`members.relationships.${d.relationship}`, { defaultValue: d.relationship })}{' '}
              — {formatBirthDate(d.dateOfBirth, masked)}
            </List.Item>
          )}
        />
      ) : (
        <p>{t('members.noDependents')}</p>
      )}
    </Card>
  );
}
