/** Plan code 777 is shown as 247 everywhere a user sees it; a filter value of 247 is sent as 777. */
const STORED = '777';
const SHOWN = '247';

export const displayPlanCode = (code: string): string => (code === STORED ? SHOWN : code);

export const filterPlanCode = (code: string): string => (code.trim() === SHOWN ? STORED : code.trim());

/** The plan a member's plan code and subpolicy point to: 777 with subpolicy 01 is plan 247-01. */
export const memberPlanNumber = (plan: string, subpolicy: string | null | undefined): string =>
  plan === STORED ? `${SHOWN}-${subpolicy ?? ''}` : plan;

/** The stored plan a GET /plans/{planNumber} means: 777 and 777-{subpolicy} are plan 247-{subpolicy}. */
export const planLookupNumber = (planNumber: string): string => {
  const value = planNumber.trim();
  return value === STORED || value.startsWith(`${STORED}-`) ? `${SHOWN}${value.slice(STORED.length)}` : value;
};
