export const MEMBER_ID_LENGTH = 9;

/** Member ids are 9 digits with leading zeros: `123456` is `000123456`. */
export const padMemberId = (value: string): string => value.trim().padStart(MEMBER_ID_LENGTH, '0');
