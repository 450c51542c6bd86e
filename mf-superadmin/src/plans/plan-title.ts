import { displayPlanCode, type Plan } from '@portal/contracts';

/** 'plan name - plan number', with plan code 777 shown as 247 (DECISIONS). */
export const planTitle = (plan: Pick<Plan, 'planName' | 'planNumber'>): string =>
  `${plan.planName} - ${displayPlanCode(plan.planNumber)}`;
