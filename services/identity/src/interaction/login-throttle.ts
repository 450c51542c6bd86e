import { addressKey } from '../throttle/address-key';
import type { Throttle, ThrottleVerdict } from '../throttle/throttle';
import type { ThrottlePolicy } from '../throttle/throttle-policy';

export const SIGN_IN_ACCOUNT = 'sign-in:account';
export const SIGN_IN_ADDRESS = 'sign-in:address';

export interface SignInPolicies {
  account: ThrottlePolicy;
  address: ThrottlePolicy;
}

/**
 * Sign-in attempts per account whatever the address (a password guessed from many addresses) and per
 * address whatever the account (one address trying many accounts), with lock-outs that double.
 */
export class LoginThrottle {
  constructor(
    private readonly throttle: Throttle,
    private readonly policies: SignInPolicies,
  ) {}

  /** Counts an attempt before the password is checked; refused when the account or the address is locked out. */
  attempt(account: string, ip: string): Promise<ThrottleVerdict> {
    return this.throttle.attempt([
      { scope: SIGN_IN_ACCOUNT, key: account, policy: this.policies.account },
      { scope: SIGN_IN_ADDRESS, key: addressKey(ip), policy: this.policies.address },
    ]);
  }

  /** The right password: the account starts afresh, and the address gets this attempt back. */
  async succeeded(account: string, ip: string): Promise<void> {
    await Promise.all([this.throttle.forget(SIGN_IN_ACCOUNT, account), this.throttle.refund(SIGN_IN_ADDRESS, addressKey(ip))]);
  }
}
