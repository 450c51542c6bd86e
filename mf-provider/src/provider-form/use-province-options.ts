import { PROVINCE_CODES } from '@portal/contracts/legacy-profile';
import { useTranslation } from '@portal/i18n';
import { useMemo } from 'react';
import { useGetProvincesQuery } from './provider-api';

/** Province select options from GET /enums/provinces, or the built-in 13 provinces and territories plus Other when it fails. */
export const useProvinceOptions = () => {
  const { t } = useTranslation();
  const { data, isError } = useGetProvincesQuery();
  return useMemo(() => {
    const codes = isError || data?.length === 0 ? PROVINCE_CODES : (data ?? []).map((province) => province.code);
    return codes.map((code) => ({ value: code, label: t(`provinces.${code}`, { defaultValue: code }) }));
  }, [data, isError, t]);
};
