import { useNamespacedTranslation } from '@portal/ui-antd';
import type { TFunction } from 'i18next';
import { COVERAGE_CHECK_STRINGS } from './coverage-check-strings';

// Apart from the strings, so the English/French check of the e2e suite reads them without antd.
export const useCoverageCheckTranslation = (): TFunction =>
  useNamespacedTranslation('mf-provider.coverage-check', COVERAGE_CHECK_STRINGS);
