/**
 * The accounts port: sign-in accounts the back-office creates. Production and the local
 * portal use Firebase Authentication through the Admin SDK (admin/accounts.ts).
 */
export interface AccountService {
  /** Creates an account without a usable password; fails when the e-mail address is taken. */
  createAccount(account: { email: string; displayName: string }): Promise<{ uid: string }>;
  /** A one-time code with which the new user sets their own password. */
  passwordResetCode(email: string): Promise<string>;
  /**
   * Blocks signing in with the account and ends its sessions (a colleague removed from their
   * company). Optional: a store without it only takes the company's rights away.
   */
  disableAccount?(uid: string): Promise<void>;
  /** Deletes an account (an invitation never accepted). Optional, as `disableAccount`. */
  deleteAccount?(uid: string): Promise<void>;
}
