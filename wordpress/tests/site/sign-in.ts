/**
 * A browser-like session in wp-admin of a WordPress at `base`: signs in through wp-login.php with a
 * user's password and keeps its cookies, so a test sees a screen as that user sees it.
 */
export interface AdminSession {
  get(path: string): Promise<{ status: number; text: string; headers: Headers }>;
  post(path: string, form: Record<string, string | string[]>): Promise<{ status: number; location: string | null; text: string }>;
}

export async function signInAt(base: string, user: string, password: string): Promise<AdminSession> {
  const jar = new Map<string, string>([['wordpress_test_cookie', 'WP%20Cookie%20check']]);
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const login = await fetch(`${base}/wp-login.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie() },
    body: new URLSearchParams({ log: user, pwd: password, 'wp-submit': 'Log In', testcookie: '1', redirect_to: `${base}/wp-admin/` }),
  });
  keep(login);
  if (login.status !== 302 || ![...jar.keys()].some((k) => k.startsWith('wordpress_logged_in_'))) throw new Error(`${user} could not sign in (${login.status})`);
  return {
    async get(path) {
      const response = await fetch(`${base}${path}`, { redirect: 'manual', headers: { cookie: cookie() } });
      keep(response);
      return { status: response.status, text: await response.text(), headers: response.headers };
    },
    async post(path, form) {
      const body = new URLSearchParams();
      for (const [key, value] of Object.entries(form)) for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie(), referer: `${base}${path}` },
        body,
      });
      keep(response);
      return { status: response.status, location: response.headers.get('location'), text: await response.text() };
    },
  };
}
