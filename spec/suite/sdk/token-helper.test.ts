import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { has, useApp } from '../../harness/unit.ts';
import { tokenFor, tokenWithPayloadText } from '../../fixtures/sdk.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const { key } = v('sdk.token.storage-key');
const { unitMs } = v('sdk.token.expiry');
const ADMIN = v('sdk.token.admin').role;
const SIGNED_OUT = v('sdk.token.signed-out').signedOut;
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
/** The payload's fields by the clause's names, so a changed name reaches the tokens the properties make. */
const [UID, ROLE, PERMISSION, EXP] = v('sdk.token.role-permission').fields;

/** The small model the helper must agree with: a payload of the uni-id shape, or signed out. */
interface ModelInfo {
  uid: string | null;
  role: readonly string[];
  permission: readonly string[];
  tokenExpired: number;
}

function model(payload: unknown): ModelInfo {
  const strings = (x: unknown) => Array.isArray(x) && x.every((s) => typeof s === 'string');
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return SIGNED_OUT;
  const p = payload as Record<string, unknown>;
  const [uid, role, permission, exp] = [p[UID], p[ROLE], p[PERMISSION], p[EXP]];
  const shaped = (uid === undefined || typeof uid === 'string')
    && (role === undefined || strings(role))
    && (permission === undefined || strings(permission))
    && (exp === undefined || (typeof exp === 'number' && Number.isFinite(exp)));
  if (!shaped) return SIGNED_OUT;
  return {
    uid: (uid as string | undefined) ?? null,
    role: (role as string[] | undefined) ?? [],
    permission: (permission as string[] | undefined) ?? [],
    tokenExpired: exp === undefined ? 0 : (exp as number) * unitMs,
  };
}

const roles = fc.constantFrom(ADMIN, 'editor', 'user', 'auditor');
const permissions = fc.constantFrom('article.create', 'article.delete', 'user.ban', 'order.refund');
/** A uni-id payload: expiry some seconds around now, optional fields sometimes left out, extra fields kept. */
const payloads = fc.record(
  {
    [UID]: fc.string(),
    [ROLE]: fc.uniqueArray(roles),
    [PERMISSION]: fc.uniqueArray(permissions),
    [EXP]: fc.integer({ min: -1e6, max: 1e6 }).map((delta) => NOW / unitMs + delta),
    iat: fc.constant(NOW / unitMs - 60),
    nickname: fc.string(),
  },
  { requiredKeys: [ROLE, PERMISSION, EXP] },
);

describe.skipIf(!has('token-helper'))('token helper', () => {
  const app = useApp();
  const helper = () => app().tokenHelper!;
  const store = (token: string) => localStorage.setItem(key, token);

  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  /** Every answer of the helper, for the roles and permissions of the pools (the payload where it gives it out). */
  function answers(role: string, permission: string) {
    const h = helper();
    const info = h.getCurrentUserInfo?.();
    return {
      ...(info && { info: { uid: info.uid, role: info.role, permission: info.permission, tokenExpired: info.tokenExpired } }),
      hasRole: h.hasRole(role),
      hasPermission: h.hasPermission(permission),
      tokenValid: h.tokenValid(),
    };
  }

  function expected(payload: unknown, role: string, permission: string) {
    const info = model(payload);
    return {
      ...(helper().getCurrentUserInfo && { info }),
      hasRole: info.role.includes(role),
      hasPermission: info.role.includes(ADMIN) || info.permission.includes(permission),
      tokenValid: info.tokenExpired > Date.now(),
    };
  }

  it('reads the token stored under its key, and no other [sdk.token.storage-key]', () => {
    const token = tokenFor({ uid: 'u1', role: ['editor'], permission: [], exp: NOW / unitMs + 60 });
    localStorage.setItem(`${key}_other`, token);
    // The uniCloud client's legacy key is not read by the helper either.
    localStorage.setItem('uniIdToken', token);
    // Judged through the checks the seed names: a runtime may keep the decoded user to itself.
    const checks = () => [helper().hasRole('editor'), helper().tokenValid()];
    expect(checks()).toEqual([false, false]);
    store(token);
    expect(checks()).toEqual([true, true]);
    // Computed afresh on every call: removing the token signs out.
    localStorage.removeItem(key);
    expect(checks()).toEqual([false, false]);
  });

  it('answers role and permission checks from the payload, for any payload [sdk.token.role-permission]', () => {
    fc.assert(
      fc.property(payloads, roles, permissions, (payload, role, permission) => {
        store(tokenFor(payload));
        expect(answers(role, permission)).toEqual(expected(payload, role, permission));
      }),
      { numRuns: propertyRuns(100) },
    );
  });

  it('passes the other payload fields through but not exp and iat [sdk.token.role-permission]', ({ skip }) => {
    const h = helper();
    if (!h.getCurrentUserInfo) return skip('the target\'s token helper gives the payload out to no one');
    store(tokenFor({ uid: 'u7', role: [], permission: [], exp: NOW / unitMs + 5, iat: NOW / unitMs, nickname: 'Ana' }));
    const info = h.getCurrentUserInfo();
    expect(info).toMatchObject({ uid: 'u7', nickname: 'Ana', tokenExpired: NOW + 5 * unitMs });
    expect(info).not.toHaveProperty('exp');
    expect(info).not.toHaveProperty('iat');
  });

  it('lets the admin role pass every permission check [sdk.token.admin]', () => {
    fc.assert(
      fc.property(payloads, fc.string(), (payload, permission) => {
        store(tokenFor({ ...payload, role: [...payload.role.filter((r) => r !== ADMIN), ADMIN] }));
        expect(helper().hasPermission(permission)).toBe(true);
      }),
      { numRuns: propertyRuns(100) },
    );
    store(tokenFor({ uid: 'u2', role: ['editor'], permission: ['article.create'], exp: NOW / unitMs + 60 }));
    expect(helper().hasPermission('user.ban')).toBe(false);
  });

  it('counts the token valid exactly while exp seconds lie after now [sdk.token.expiry]', () => {
    const exp = NOW / unitMs + 30;
    store(tokenFor({ uid: 'u3', role: ['user'], permission: [], exp }));
    expect(helper().tokenValid()).toBe(true);
    vi.setSystemTime(exp * unitMs - 1);
    expect(helper().tokenValid()).toBe(true);
    vi.setSystemTime(exp * unitMs);
    expect(helper().tokenValid()).toBe(false);
    fc.assert(
      fc.property(payloads, (payload) => {
        store(tokenFor(payload));
        expect(helper().tokenValid()).toBe(payload.exp * unitMs > Date.now());
      }),
      { numRuns: propertyRuns(100) },
    );
  });

  describe('signed out', () => {
    const signedOut = () => {
      const h = helper();
      if (h.getCurrentUserInfo) expect(h.getCurrentUserInfo()).toMatchObject(SIGNED_OUT);
      expect(h.hasRole(ADMIN)).toBe(false);
      expect(h.hasPermission('article.create')).toBe(false);
      expect(h.tokenValid()).toBe(false);
    };

    it('without a token, or with an empty one [sdk.token.signed-out]', () => {
      signedOut();
      store('');
      signedOut();
    });

    it('for any string that does not have exactly three parts [sdk.token.signed-out]', () => {
      const admin = tokenFor({ uid: 'a', role: [ADMIN], permission: [], exp: NOW / unitMs + 60 });
      const [header, body, signature] = admin.split('.');
      store(`${header}.${body}.${signature}.extra`);
      signedOut();
      store(`${header}.${body}`);
      signedOut();
      fc.assert(
        fc.property(fc.string().filter((s) => s.split('.').length !== 3), (s) => {
          store(s);
          signedOut();
        }),
        { numRuns: propertyRuns(100) },
      );
    });

    it('for three parts whose middle is not base64 of a JSON payload [sdk.token.signed-out]', () => {
      const notBase64 = fc.string({ minLength: 1 }).filter((s) => /[^A-Za-z0-9+/=_\-\s]/.test(s) && !s.includes('.'));
      fc.assert(
        fc.property(fc.string().filter((s) => !s.includes('.')), notBase64, (header, middle) => {
          store(`${header}.${middle}.sig`);
          signedOut();
        }),
        { numRuns: propertyRuns(100) },
      );
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme' }), (text) => {
          let parses = true;
          try { JSON.parse(text); } catch { parses = false; }
          fc.pre(!parses);
          store(tokenWithPayloadText(text));
          signedOut();
        }),
        { numRuns: propertyRuns(100) },
      );
    });

    it('for a payload of another shape, agreeing with the model for any JSON value [sdk.token.signed-out]', () => {
      const tampered = fc.oneof(
        fc.jsonValue(),
        payloads.map((p) => ({ ...p, role: 'admin' })),
        payloads.map((p) => ({ ...p, permission: [1, 2] })),
        payloads.map((p) => ({ ...p, exp: String(p.exp) })),
        payloads.map((p) => ({ ...p, uid: 42 })),
      );
      fc.assert(
        fc.property(tampered, (payload) => {
          store(tokenFor(payload));
          expect(answers(ADMIN, 'article.create')).toEqual(expected(payload, ADMIN, 'article.create'));
        }),
        { numRuns: propertyRuns(100) },
      );
      for (const payload of [null, 7, 'admin', [ADMIN], { role: ADMIN, permission: [], exp: NOW / unitMs + 60 }]) {
        store(tokenFor(payload));
        signedOut();
      }
    });
  });
});
