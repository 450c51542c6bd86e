import { localized, useTranslation } from '@portal/i18n';
import { useMemo } from 'react';
import { useGetCoveragesQuery } from '@portal/web-plans';

/**
 * Each coverage's name in the screen's language, by its English name: a claim line and a deposit line keep the
 * English name their coverage had, and a French screen shows that coverage's French name.
 */
export const useCoverageNames = (): ReadonlyMap<string, string> => {
  const { language } = useTranslation();
  const { data } = useGetCoveragesQuery(undefined, { selectFromResult: ({ data }) => ({ data }) });
  return useMemo(
    () => new Map((data ?? []).map((coverage) => [coverage.name, localized(coverage, 'name', language)])),
    [data, language],
  );
};
