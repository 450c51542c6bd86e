/** Plan code 777 is shown as 247 everywhere a user sees it; a filter value of 247 is sent as 777. */
const STORED = '777';
const SHOWN = '247';

export const displayPlanCode = (code: string): string => (code === STORED ? SHOWN : code);

export const filterPlanCode = (code: string): string => (code.trim() === SHOWN ? STORED : code.trim());

/** The plan a member's plan code and subpolicy point to: 777 with subpolicy 01 is plan 247-01. */
export const memberPlanNumber = (plan: string, subpolicy: string | null | undefined): string =>
  plan === STORED ? `${SHOWN}-${subpolicy ?? ''}` : plan;
