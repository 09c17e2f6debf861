import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * A WordPress session as a browser has it, for the tests of the real WordPress (Playwright's
 * support and wordpress/tests/site): signing in through wp-login.php, and front-end requests whose
 * redirects are not followed.
 */

/** Signs a user in; returns the Cookie header of the session. */
export async function signInToWordPress(wpUrl: string, user: string, password: string): Promise<string> {
  const response = await fetch(`${wpUrl}/wp-login.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
    body: new URLSearchParams({ log: user, pwd: password, testcookie: '1', 'wp-submit': 'Log In' }),
  });
  await response.arrayBuffer();
  const cookies = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((cookie) => cookie.startsWith('wordpress_logged_in_'));
  if (response.status !== 302 || cookies.length === 0) throw new Error(`${user} could not sign in to WordPress: ${response.status}`);
  return cookies.join('; ');
}

/** Where WordPress sends a front-end request: its status and Location. */
export async function wordpressFrontEnd(wpUrl: string, pathAndQuery: string, cookie?: string): Promise<{ status: number; location: string | null }> {
  const response = await fetch(`${wpUrl}${pathAndQuery}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') };
}

/**
 * Changes the plugin's settings in the local WordPress on this port (wordpress/server/settings.php),
 * e.g. `{ transliterate_slugs: '0' }`; returns its switches.
 */
export function setWordPressSettings(port: number | string, values: Record<string, string>): Record<string, string> {
  const out = execFileSync('php', [path.resolve('wordpress/server/settings.php'), ...Object.entries(values).map(([k, v]) => `${k}=${v}`)], {
    env: { ...process.env, WP_PORT: String(port) },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Record<string, string>;
}
