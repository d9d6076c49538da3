// Makes sure Playwright has a Chromium: $CHROMIUM_PATH or Debian's /usr/bin/chromium when present; as root
// on Debian, installs Debian's chromium (Playwright cannot download its own browser here); elsewhere,
// Playwright's own download.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const found = () => candidates.find((p) => existsSync(p));
const sh = (cmd) => execSync(cmd, { stdio: 'inherit' });
const has = (bin) => {
  try { execSync(`command -v ${bin}`, { stdio: 'ignore' }); return true; } catch { return false; }
};

let path = process.env.PW_BUNDLED_BROWSER ? undefined : found();
if (!path && !process.env.PW_BUNDLED_BROWSER && process.platform === 'linux' && process.getuid?.() === 0 && has('apt-get')) {
  sh('apt-get update -qq');
  sh('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
  path = found();
}
if (!path) sh('npx playwright install chromium');
console.log(`[ensure-browser] ${path ?? "Playwright's own chromium"}`);
