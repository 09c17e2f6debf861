import { env, WP_URL } from './wordpress';

/**
 * A browser-like session in wp-admin: signs in through wp-login.php with a user's password and
 * keeps its cookies, so a test sees a screen as that role sees it. Users of other roles than the
 * sample editor and admin are made through the REST API (admin's application password) and
 * deleted again.
 */
export interface AdminSession {
  get(path: string): Promise<{ status: number; text: string; headers: Headers }>;
  post(path: string, form: Record<string, string | string[]>): Promise<{ status: number; location: string | null; text: string }>;
}

const adminAuth = `Basic ${Buffer.from(`${env.WP_ADMIN_USER}:${env.WP_ADMIN_APP_PASSWORD}`).toString('base64')}`;

export async function signIn(user: string, password: string): Promise<AdminSession> {
  const jar = new Map<string, string>([['wordpress_test_cookie', 'WP%20Cookie%20check']]);
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const login = await fetch(`${WP_URL}/wp-login.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie() },
    body: new URLSearchParams({ log: user, pwd: password, 'wp-submit': 'Log In', testcookie: '1', redirect_to: `${WP_URL}/wp-admin/` }),
  });
  keep(login);
  if (login.status !== 302 || ![...jar.keys()].some((k) => k.startsWith('wordpress_logged_in_'))) throw new Error(`${user} could not sign in (${login.status})`);
  return {
    async get(path) {
      const response = await fetch(`${WP_URL}${path}`, { redirect: 'manual', headers: { cookie: cookie() } });
      keep(response);
      return { status: response.status, text: await response.text(), headers: response.headers };
    },
    async post(path, form) {
      const body = new URLSearchParams();
      for (const [key, value] of Object.entries(form)) for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
      const response = await fetch(`${WP_URL}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie(), referer: `${WP_URL}${path}` },
        body,
      });
      keep(response);
      return { status: response.status, location: response.headers.get('location'), text: await response.text() };
    },
  };
}

/** A user of a role with a password, made by the admin; removeUsers() deletes them. */
const made: number[] = [];
export async function makeUser(role: 'contributor' | 'author' | 'editor', tag: string): Promise<{ login: string; password: string }> {
  const login = `${role}-${tag}`;
  const password = `pw-${tag}-${Math.random().toString(36).slice(2)}`;
  const response = await fetch(`${WP_URL}/wp-json/wp/v2/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: adminAuth },
    body: JSON.stringify({ username: login, password, email: `${login}@example.org`, roles: [role] }),
  });
  if (response.status !== 201) throw new Error(`making ${login}: ${response.status} ${(await response.text()).slice(0, 200)}`);
  made.push(((await response.json()) as { id: number }).id);
  return { login, password };
}

export async function removeUsers(): Promise<void> {
  for (const id of made.splice(0)) {
    await fetch(`${WP_URL}/wp-json/wp/v2/users/${id}?force=true&reassign=1`, { method: 'DELETE', headers: { authorization: adminAuth } });
  }
}

/** The value of a hidden form field or a link's query parameter in a screen's HTML. */
export function field(html: string, name: string): string {
  const input = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (input?.[1] !== undefined) return input[1];
  throw new Error(`no field ${name}`);
}
