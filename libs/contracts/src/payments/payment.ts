/** The FAQ's "increments of no more than $5,000": the most one deposit carries, in cents. */
export const DEPOSIT_MAX_CENTS = 500_000;

export const PAYMENT_PAGE_SIZES = ['10', '25', '50', '100'] as const;

export const PAYMENT_MESSAGES = {
  runNotFound: 'Payment run not found',
  depositNotFound: 'Deposit not found',
  paymentDateWindow: 'The payment date must be from 30 days ago to 173 days ahead (the banks’ limits)',
} as const;

/** A bank accepts a due date at most this many days in the past or ahead (CPA Standard 005). */
export const PAYMENT_DATE_WINDOW = { pastDays: 30, futureDays: 173 } as const;
