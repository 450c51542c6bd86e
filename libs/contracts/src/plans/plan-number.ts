import { text } from '../input/text';

const PLAN_NUMBER_MESSAGE = 'Plan number must be 1 to 32 letters, digits or dashes';

/** A plan's `:planNumber` in a path. */
export const planNumberSchema = text({ max: 32, tooLong: PLAN_NUMBER_MESSAGE }).regex(/^[0-9A-Za-z-]{1,32}$/, PLAN_NUMBER_MESSAGE);
