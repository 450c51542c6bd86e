/**
 * An account number is shown with only its last 3 characters, whether
 * the API sent them in full or already masked (`******321`); an already masked value stays as it is.
 */
export const maskBankNumber = (value: string): string =>
  value.length <= 3 ? value : `${'*'.repeat(value.length - 3)}${value.slice(-3)}`;
