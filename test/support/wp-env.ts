import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `wp.env` of a local WordPress that scripts/wordpress.sh made (WP_URL, the users' logins and
 * application passwords, CMS_API_URL, CMS_WRITE_SECRET, WP_CORE…), as name → value.
 */
export function readWpEnv(stateDir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of readFileSync(path.join(stateDir, 'wp.env'), 'utf8').split('\n')) {
    const m = /^(\w+)="?(.*?)"?$/.exec(line.trim());
    if (m?.[1]) out[m[1]] = m[2] ?? '';
  }
  return out;
}
