import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { readWpEnv } from '@/test/support/wp-env';
import { signInAt } from '../site/sign-in';

/** "lists those posts in the right language within 3 minutes of activation" (issue 37). */
export const DAY_ONE_DEADLINE_MS = 3 * 60_000;
/** The server's cron of a production WordPress with DISABLE_WP_CRON: wp-cron.php every minute. */
export const OFFICE_CRON_EVERY_SECONDS = 60;

/** What wordpress/server/office-content.php made, as it wrote it to office-content.json. */
export interface OfficeFacts {
  news_per_lang: number;
  listed: Record<'uk' | 'en', number>;
  categories: Record<'uk' | 'en', number[]>;
  newest: Record<'uk' | 'en', { id: number; slug: string; title: string }[]>;
  yoast: Record<'uk' | 'en', { id: number; slug: string; title: string; description: string; with_variables: { id: number; slug: string; post_title: string }; noindex: { id: number; slug: string } }>;
  renamed: Record<'uk' | 'en', { id: number; old: string[]; current: string; kept: string[] }>;
  pages: { lang: 'uk' | 'en'; id: number; slug: string; title: string }[];
  hidden: { id: number; slug: string; title: string }[];
  polylang: Record<'uk' | 'en', { id: number; slug: string }> & { ru: { id: number; slug: string; title: string } };
  /** "Новини / News": 30 Ukrainian and 10 English posts. */
  shared: { id: number; name: string; uk: { id: number; slug: string }[]; en: { id: number; slug: string }[] };
  /** Categories whose ids are the contract's, a post only in each. */
  colliding: { category: number; name: string; lang: 'uk' | 'en'; post: number; slug: string; title: string }[];
  /** Posts with shortcodes that fail in WP-Cron (wordpress/server/office-plugins.php). */
  failing: { id: number; title: string; slug: string }[];
}

/**
 * The office's WordPress of the release under test (WP_RELEASE), beside the test command's own:
 * its port is the test WordPress's + 5, its folder the test WordPress's with `-office`.
 */
export function officeWordPress() {
  const port = Number(process.env.WP_PORT ?? 8080) + 5;
  const stateDir = `${path.resolve(process.env.WP_STATE_DIR ?? '.tmp/wordpress')}-office`;
  const env = { ...process.env, WP_PORT: String(port), WP_STATE_DIR: stateDir, WP_CONTENT: 'office', WP_CRON_EVERY: String(OFFICE_CRON_EVERY_SECONDS) };
  const wpEnv = () => readWpEnv(stateDir);
  const script = (command: string) => execFileSync('bash', ['scripts/wordpress.sh', command], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return {
    port,
    stateDir,
    url: `http://127.0.0.1:${port}`,
    /** A fresh WordPress with the office's content and the plugin present but inactive. */
    reset: () => script('reset'),
    stop: () => script('stop'),
    /** What the Plugins screen's Activate does, as the administrator, through the REST API. */
    activatePlugin: async (): Promise<void> => {
      const { WP_ADMIN_USER, WP_ADMIN_APP_PASSWORD } = wpEnv();
      const response = await fetch(`http://127.0.0.1:${port}/wp-json/wp/v2/plugins/exchange-office-site/exchange-office-site`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${WP_ADMIN_USER}:${WP_ADMIN_APP_PASSWORD}`).toString('base64')}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'active' }),
      });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`activating the plugin answered ${response.status}: ${body.slice(0, 300)}`);
    },
    /** What the server's cron does, once: WP-Cron's due events. */
    cron: async (): Promise<void> => {
      await fetch(`http://127.0.0.1:${port}/wp-cron.php`, { signal: AbortSignal.timeout(60_000) }).catch(() => undefined);
    },
    /** The administrator in wp-admin, signed in with the password. */
    admin: () => signInAt(`http://127.0.0.1:${port}`, wpEnv().WP_ADMIN_USER ?? 'admin', wpEnv().WP_ADMIN_PASSWORD ?? ''),
    /** PHP inside that WordPress, for what no HTTP read shows (a scheduled event). */
    php: (code: string): string =>
      execFileSync('php', ['-r', `require 'wordpress/server/bootstrap-cli.php'; require EOS_WP_CORE . '/wp-load.php'; ${code}`], { encoding: 'utf8', env }).trim(),
  };
}
