import type { Office } from '@portal/contracts';
import { Select, type SelectProps } from 'antd';

export type OfficeSelectProps = Omit<SelectProps<string>, 'options' | 'placeholder'> & {
  readonly offices: readonly Pick<Office, 'officeId' | 'officeName'>[];
  /** Shown while no office is chosen: the filter then covers every office. */
  readonly allOffices: string;
};

/** A search filter's office choice, cleared to mean every office. */
export function OfficeSelect({ offices, allOffices, ...props }: OfficeSelectProps) {
  return (
    <Select
      allowClear
      {...props}
      placeholder={allOffices}
      options={offices.map((office) => ({ value: office.officeId, label: office.officeName }))}
    />
  );
}
