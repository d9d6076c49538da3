/** What the SDK learns from the browser: read on demand, so it follows the page it runs in. */

/** The system codes the SDK reports. */
const SYSTEM = { ios: 1, android: 2 };

export interface Environment {
  /** The page runs inside the messaging app (its user agent says so). */
  inApp: boolean;
  /** Desktop client (mac or win platform). */
  desktop: boolean;
  /** The app's web debugger. */
  debugger: boolean;
  android: boolean;
  /** 1 iOS, 2 Android, -1 anything else. */
  systemType: number;
  /** The app's version from the user agent (`micromessenger/x.y.z`), '' if none. */
  clientVersion: string;
}

export function readEnvironment(): Environment {
  const ua = navigator.userAgent.toLowerCase();
  const platform = (navigator.platform ?? '').toLowerCase();
  const ios = ua.includes('iphone') || ua.includes('ipad');
  const android = ua.includes('android');
  const version = ua.match(/micromessenger\/(\d+\.\d+\.\d+)/) ?? ua.match(/micromessenger\/(\d+\.\d+)/);
  return {
    inApp: ua.includes('micromessenger'),
    desktop: platform.includes('mac') || platform.includes('win'),
    debugger: ua.includes('wxdebugger'),
    android,
    systemType: ios ? SYSTEM.ios : android ? SYSTEM.android : -1,
    clientVersion: version?.[1] ?? '',
  };
}
