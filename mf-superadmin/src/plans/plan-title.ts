import { displayPlanCode, type Plan } from '@portal/contracts';
import { localized } from '@portal/i18n';

/** 'plan name - plan number' in the screen's language, with plan code 777 shown as 247 (DECISIONS). */
export const planTitle = (plan: Pick<Plan, 'planName' | 'planNameFr' | 'planNumber'>, language: string): string =>
  `${localized(plan, 'planName', language)} - ${displayPlanCode(plan.planNumber)}`;
