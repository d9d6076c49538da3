/**
 * The uni-id token helper: reads the login token from local storage, decodes its payload and answers
 * role, permission and expiry checks. Every answer is computed afresh from storage, as the framework
 * does. Unlike the framework, a token it cannot read never throws: it counts as signed out.
 */
import { jwtDecode } from 'jwt-decode';

/** The decoded payload with `exp` (seconds) turned into `tokenExpired` (ms). */
export interface UserInfo {
  uid: string | null;
  role: string[];
  permission: string[];
  tokenExpired: number;
  [field: string]: unknown;
}

export interface TokenHelper {
  getCurrentUserInfo(): UserInfo;
  hasRole(role: string): boolean;
  hasPermission(permission: string): boolean;
  tokenValid(): boolean;
}

/** Where uni-id keeps the login token in local storage. */
const TOKEN_KEY = 'uni_id_token';
/** `exp` counts seconds. */
const EXP_UNIT_MS = 1000;
/** The role that holds every permission. */
const ADMIN = 'admin';

function signedOut(): UserInfo {
  return { uid: null, role: [], permission: [], tokenExpired: 0 };
}

const isStringList = (x: unknown): x is string[] => Array.isArray(x) && x.every((item) => typeof item === 'string');
const absentOr = <T>(x: unknown, is: (x: unknown) => x is T): boolean => x === undefined || is(x);
const isString = (x: unknown): x is string => typeof x === 'string';
const isFiniteNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/** A payload of the shape uni-id issues; anything else was tampered with and is not trusted. */
function wellShaped(payload: unknown): payload is Record<string, unknown> {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false;
  const p = payload as Record<string, unknown>;
  return absentOr(p.uid, isString) && absentOr(p.role, isStringList) && absentOr(p.permission, isStringList) && absentOr(p.exp, isFiniteNumber);
}

function decode(token: unknown): unknown {
  // The framework insists on exactly three dot-separated parts before decoding the second.
  if (typeof token !== 'string' || token.split('.').length !== 3) return undefined;
  try {
    return jwtDecode(token);
  } catch {
    return undefined;
  }
}

export function userInfoOf(token: unknown): UserInfo {
  const payload = decode(token);
  if (!wellShaped(payload)) return signedOut();
  const { exp, iat: _iat, ...fields } = payload;
  return {
    ...fields,
    uid: (payload.uid as string | undefined) ?? null,
    role: (payload.role as string[] | undefined) ?? [],
    permission: (payload.permission as string[] | undefined) ?? [],
    tokenExpired: exp === undefined ? 0 : (exp as number) * EXP_UNIT_MS,
  };
}

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    // Storage can be unavailable (privacy modes); no token then.
    return null;
  }
}

export function createTokenHelper(read: () => unknown = readToken): TokenHelper {
  const info = () => userInfoOf(read());
  const hasRole = (role: string) => info().role.includes(role);
  return {
    getCurrentUserInfo: info,
    hasRole,
    hasPermission: (permission) => {
      const { role, permission: granted } = info();
      return role.includes(ADMIN) || granted.includes(permission);
    },
    tokenValid: () => info().tokenExpired > Date.now(),
  };
}
