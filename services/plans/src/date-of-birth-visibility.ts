/**
 * Spec §2: a member's date of birth (and its dependents') is shown to a provider only when the member
 * record carries that provider's id. Every answer holding member data asks this one rule.
 */
export const mayViewDateOfBirth = (recordProviderId: string | null, viewerProviderId: string | null): boolean =>
  recordProviderId !== null && recordProviderId === viewerProviderId;
