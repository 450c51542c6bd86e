/** Shows only the last 3 digits of a bank account number, e.g. `******321`. */
export function maskAccountNumber(accountNumber: string): string {
  const visible = accountNumber.slice(-3);
  return '*'.repeat(Math.max(accountNumber.length - visible.length, 0)) + visible;
}
