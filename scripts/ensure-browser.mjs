// Makes sure Playwright has a Chromium: $CHROMIUM_PATH, or Debian's headless shell or full chromium when
// present; as root on Debian, installs Debian's headless shell (Playwright cannot download its own browser
// here, and the shell runs the browser tests in about three quarters of the full browser's time), falling back
// to Debian's chromium; elsewhere, Playwright's own download.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const headlessShell = '/usr/bin/chromium-headless-shell';
const candidates = [process.env.CHROMIUM_PATH, headlessShell, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const found = () => candidates.find((p) => existsSync(p));
const sh = (cmd) => execSync(cmd, { stdio: 'inherit' });
const has = (bin) => {
  try { execSync(`command -v ${bin}`, { stdio: 'ignore' }); return true; } catch { return false; }
};
const aptInstall = (pkg) => {
  try {
    sh('apt-get update -qq');
    sh(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`);
  } catch {
    console.warn(`[ensure-browser] could not install ${pkg}`);
  }
};

const mayInstall = !process.env.PW_BUNDLED_BROWSER && !process.env.CHROMIUM_PATH && process.platform === 'linux'
  && process.getuid?.() === 0 && has('apt-get');
if (mayInstall && !existsSync(headlessShell)) aptInstall('chromium-headless-shell');
let path = process.env.PW_BUNDLED_BROWSER ? undefined : found();
if (!path && mayInstall) {
  aptInstall('chromium');
  path = found();
}
if (!path) sh('npx playwright install chromium');
console.log(`[ensure-browser] ${path ?? "Playwright's own chromium"}`);
