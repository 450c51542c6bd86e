import { DEFAULT_BENEFITS_OFFICES } from '@portal/contracts/core';

/** The toll-free number quoted by the maintenance notice. */
export const MAIN_TOLL_FREE = DEFAULT_BENEFITS_OFFICES[1]?.freephone ?? '';
