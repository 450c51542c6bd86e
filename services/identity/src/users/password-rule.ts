/**
 * 8 to 128 characters with at least one upper-case letter, one lower-case letter, one digit and one
 * other character (the demo password `Demo123!` passes). The upper bound keeps argon2 work bounded.
 */
export function meetsPasswordRule(password: string): boolean {
  return (
    password.length >= 8 &&
    password.length <= 128 &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{Nd}]/u.test(password)
  );
}
