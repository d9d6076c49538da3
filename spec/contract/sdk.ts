/**
 * Contract for the optional `messaging-sdk` and `token-helper` capabilities. Owned by the SDK issue;
 * extend it there.
 */
export interface TokenHelper {
  getCurrentUserInfo(): { uid: string | null; role: string[]; permission: string[]; tokenExpired: number };
  hasRole(role: string): boolean;
  hasPermission(permission: string): boolean;
  tokenValid(): boolean;
}

export type MessagingSdk = Record<string, any>;
