import { errorMessage } from '@portal/api-client';
import type { Member, Office } from '@portal/contracts';
import { padMemberId } from '@portal/contracts/core';
import { useTranslation } from '@portal/i18n';
import { Alert, Button, Input } from 'antd';
import { useId, useState } from 'react';
import { MemberCard } from './member-card';
import { MemberResults } from './member-results';
import { SearchField, SearchFieldStyle } from './search-field';
import { NativeFieldStyle, NativeSelect } from './native-fields';
import { loadClaimForm } from './lazy-claim-form';
import { useLazySearchMembersQuery } from './member-search-api';

const MEMBER_ID = /^\d{1,9}$/;

interface MemberSearchProps {
  readonly providerId: string;
  readonly offices: readonly Office[];
  /** Searches are disabled (spec §5) for a suspended, pending or new provider. */
  readonly disabled: boolean;
  readonly onSelect?: (member: Member | null, officeId: string | null) => void;
}

/** Spec §2 member search: office picker, search by member ID or by first and last name, RESET, results and the selected member. */
export function MemberSearch({ providerId, offices, disabled, onSelect }: MemberSearchProps) {
  const { t } = useTranslation();
  const ids = { office: useId(), memberId: useId(), firstname: useId(), lastname: useId() };
  const [officeId, setOfficeId] = useState<string | null>(offices.length === 1 ? (offices[0]?.officeId ?? null) : null);
  const [officeTouched, setOfficeTouched] = useState(false);
  const [memberId, setMemberId] = useState('');
  const [firstname, setFirstname] = useState('');
  const [lastname, setLastname] = useState('');
  const [selected, setSelected] = useState<Member | null>(null);
  const [search, result] = useLazySearchMembersQuery();
  // The button whose search is running shows it is busy.
  const [searchingBy, setSearchingBy] = useState<'id' | 'name' | null>(null);

  const officeMissing = !officeId;
  const idValid = MEMBER_ID.test(memberId.trim());
  const namesValid = !!firstname.trim() && !!lastname.trim();
  const select = (member: Member | null) => {
    setSelected(member);
    onSelect?.(member, officeId);
  };
  const run = async (criteria: { memberId?: string; firstname?: string; lastname?: string }) => {
    setOfficeTouched(true);
    if (officeMissing || disabled) return;
    select(null);
    void loadClaimForm();
    setSearchingBy(criteria.memberId ? 'id' : 'name');
    const found = await search({ providerId, ...criteria })
      .unwrap()
      .catch(() => null);
    setSearchingBy(null);
    if (found?.length === 1) select(found[0] ?? null);
  };
  const reset = () => {
    setOfficeId(offices.length === 1 ? (offices[0]?.officeId ?? null) : null);
    setOfficeTouched(false);
    setMemberId('');
    setFirstname('');
    setLastname('');
    select(null);
    result.reset();
  };

  const members = result.isSuccess && !result.isFetching ? result.data : undefined;

  return (
    <section aria-labelledby={`${ids.office}-heading`}>
      <h2 id={`${ids.office}-heading`}>{t('members.heading')}</h2>
      <NativeFieldStyle />
      <SearchFieldStyle />
      {offices.length > 1 && (
        <SearchField
          id={ids.office}
          label={t('members.office')}
          required
          error={officeTouched && officeMissing ? t('members.messages.office') : undefined}
        >
          {(describedBy) => (
            <NativeSelect
              id={ids.office}
              value={officeId}
              placeholder={t('members.messages.office')}
              options={offices.map((o) => ({ value: o.officeId, label: o.officeName }))}
              onChange={(value) => setOfficeId(value ?? null)}
              onBlur={() => setOfficeTouched(true)}
              disabled={disabled}
              aria-required
              aria-invalid={officeTouched && officeMissing}
              aria-describedby={describedBy}
              style={{ maxWidth: 400 }}
            />
          )}
        </SearchField>
      )}
      <div className="member-search__grid">
        <SearchField id={ids.memberId} label={t('members.memberId')} hint={t('members.memberIdHint')}>
          {(describedBy) => (
            <div className="member-search__joined">
              <Input
                id={ids.memberId}
                inputMode="numeric"
                maxLength={9}
                value={memberId}
                disabled={disabled}
                aria-describedby={describedBy}
                onChange={(e) => setMemberId(e.target.value)}
                onPressEnter={() => idValid && run({ memberId: padMemberId(memberId) })}
              />
              <Button
                type="primary"
                disabled={disabled || officeMissing || !idValid}
                loading={searchingBy === 'id'}
                onClick={() => run({ memberId: padMemberId(memberId) })}
              >
                {t('members.searchById')}
              </Button>
            </div>
          )}
        </SearchField>
        <SearchField id={ids.firstname} label={t('members.firstname')}>
          {() => (
            <Input
              id={ids.firstname}
              value={firstname}
              disabled={disabled}
              onChange={(e) => setFirstname(e.target.value)}
              autoComplete="off"
            />
          )}
        </SearchField>
        <SearchField id={ids.lastname} label={t('members.lastname')}>
          {() => (
            <Input
              id={ids.lastname}
              value={lastname}
              disabled={disabled}
              onChange={(e) => setLastname(e.target.value)}
              onPressEnter={() => namesValid && run({ firstname: firstname.trim(), lastname: lastname.trim() })}
              autoComplete="off"
            />
          )}
        </SearchField>
      </div>
      <div className="member-search__actions">
        <Button
          type="primary"
          disabled={disabled || officeMissing || !namesValid}
          loading={searchingBy === 'name'}
          onClick={() => run({ firstname: firstname.trim(), lastname: lastname.trim() })}
        >
          {t('members.searchByName')}
        </Button>
        <Button onClick={reset} disabled={disabled}>
          {t('members.reset')}
        </Button>
      </div>
      {result.isError && !result.isFetching && (
        <Alert role="alert" type="error" showIcon style={{ marginTop: 16 }} title={errorMessage(result.error)} />
      )}
      {members?.length === 0 && (
        <Alert role="alert" type="error" showIcon style={{ marginTop: 16 }} title={t('members.messages.notFound')} />
      )}
      {!!members?.length && <MemberResults members={members} selectedId={selected?.memberId} onSelect={select} />}
      {selected && <MemberCard member={selected} />}
    </section>
  );
}
