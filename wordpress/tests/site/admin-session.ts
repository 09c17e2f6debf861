import { signInAt, type AdminSession } from './sign-in';
import { env, WP_URL } from './wordpress';

/**
 * A browser-like session in wp-admin of the test WordPress (sign-in.ts). Users of other roles than
 * the sample editor and admin are made through the REST API (admin's application password) and
 * deleted again.
 */
export type { AdminSession };

const adminAuth = `Basic ${Buffer.from(`${env.WP_ADMIN_USER}:${env.WP_ADMIN_APP_PASSWORD}`).toString('base64')}`;

export function signIn(user: string, password: string): Promise<AdminSession> {
  return signInAt(WP_URL, user, password);
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
