import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { signPreviewToken } from '../../lib/cms/embedded/preview-token';
import { E2E } from './env';
import { confirmationLink, waitForMail } from './mail-catcher';
import { unsubscribeToken } from './unsubscribe-token';
import { NAMESPACE, sqlString, wpPreviewLink, wpQuery } from './wordpress';

/**
 * What differs between the two CMSs the specs run against (E2E.cms): where a write lands, and
 * the ids the CMS gave the sample content. Specs ask here instead of reading one CMS's storage.
 */

/** Every file under the fixture CMS's data folder that mentions `needle`. */
function filesMentioning(needle: string, dir = E2E.cmsDataDir): string[] {
  let found: string[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  for (const entry of entries) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found = found.concat(filesMentioning(needle, full));
    else if (readFileSync(full, 'utf8').includes(needle)) found.push(full);
  }
  return found;
}

function fixtureSubscribers(): string {
  try {
    return readFileSync(path.join(E2E.cmsDataDir, 'newsletter.jsonl'), 'utf8');
  } catch {
    return '';
  }
}

export const backend = {
  /** The CMS has stored this newsletter address (the fixture CMS's file; WordPress's newsletter table). */
  hasSubscriber(email: string): boolean {
    if (E2E.cms === 'fixture') return fixtureSubscribers().includes(email);
    return wpQuery(`SELECT COUNT(*) FROM wp_eos_newsletter WHERE email = ${sqlString(email)}`) !== '0';
  },

  /**
   * The path and query of the unsubscribe link a newsletter mail to this subscriber carries: signed
   * with the fixture CMS's key (made with its first subscriber), or built by the plugin's own
   * EOS_Unsubscribe::link() inside WordPress.
   */
  unsubscribeLink(email: string, lang: 'uk' | 'en'): string {
    if (E2E.cms === 'fixture') {
      const { key } = JSON.parse(readFileSync(path.join(E2E.cmsDataDir, 'unsubscribe-key.json'), 'utf8')) as { key: string };
      return `/${lang}/newsletter/unsubscribe?token=${unsubscribeToken(email, key)}`;
    }
    const php = `require 'wordpress/server/bootstrap-cli.php'; require EOS_WP_CORE . '/wp-load.php'; echo EOS_Unsubscribe::link(${JSON.stringify(email)}, '${lang}');`;
    const link = execFileSync('php', ['-r', php], { encoding: 'utf8', env: { ...process.env, WP_PORT: String(E2E.wordpress.port) } }).trim();
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  },

  /**
   * The subscriber confirms, as the link of the confirmation mail would: WordPress's mail, read
   * from its mail catcher, its token sent to the plugin's confirmation route with the site's
   * secret. The fixture CMS stores sign-ups confirmed (it sends no mail): nothing to do.
   */
  async confirmSubscriber(email: string): Promise<void> {
    if (E2E.cms === 'fixture') return;
    const mail = await waitForMail(E2E.wordpress.stateDir, (m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase()));
    const response = await fetch(`${E2E.wordpress.url}/wp-json/${NAMESPACE}/newsletter-confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-write-secret': E2E.siteEnv.CMS_WRITE_SECRET ?? '' },
      body: JSON.stringify({ token: confirmationLink(mail).searchParams.get('token') }),
    });
    if (response.status !== 200) throw new Error(`confirming ${email}: ${response.status}`);
  },

  /** The CMS has stored a contact message with this subject (a file on disk; a private Message post in WordPress). */
  hasMessage(subject: string): boolean {
    if (E2E.cms === 'fixture') return filesMentioning(subject).length > 0;
    return wpQuery(`SELECT COUNT(*) FROM wp_posts WHERE post_type = 'eos_message' AND post_status = 'private' AND post_title = ${sqlString(subject)}`) !== '0';
  },

  /**
   * The link WordPress's Preview button opens for an item of the content (an editor's, in
   * WordPress; in the fixture CMS, a token signed with its key, PREVIEW_SECRET), at `path`.
   */
  async previewLink(contentId: number, path: string): Promise<string> {
    if (E2E.cms === 'wordpress') return wpPreviewLink('editor', this.idOf(contentId));
    const token = signPreviewToken(contentId, E2E.siteEnv.PREVIEW_SECRET ?? '');
    return `/api/preview?token=${token}&path=${encodeURIComponent(path)}`;
  },

  /**
   * The CMS's id of an item of the content (a FAQ question, a team member…): the same in the
   * fixture CMS; in WordPress the id its importer gave it (id-map.json, WordPress id → content id).
   */
  idOf(contentId: number): number {
    if (E2E.cms === 'fixture') return contentId;
    const map = JSON.parse(readFileSync(path.join(E2E.wordpress.stateDir, 'id-map.json'), 'utf8')) as Record<string, number>;
    const found = Object.keys(map).filter((wpId) => map[wpId] === contentId);
    if (found.length !== 1) throw new Error(`content id ${contentId} is ${found.length} items in WordPress`);
    return Number(found[0]);
  },

  /** What the CMS the site reads answers on a path of the contract (`header-data`, `news/{slug}`…). */
  async read<T>(route: string, lang: 'uk' | 'en'): Promise<{ status: number; body: T }> {
    const response = await fetch(`${E2E.siteEnv.CMS_API_URL}/${NAMESPACE}/${route}?lang=${lang}`);
    return { status: response.status, body: (await response.json()) as T };
  },

  /** The CMS's id of a published article: the content's id in the fixture CMS, the one WordPress gave it on import. */
  async newsId(lang: 'uk' | 'en', slug: string): Promise<number> {
    const answer = await backend.read<{ id?: unknown }>(`news/${encodeURIComponent(slug)}`, lang);
    if (typeof answer.body.id !== 'number') throw new Error(`the CMS has no article ${slug} (${lang}): ${answer.status}`);
    return answer.body.id;
  },
};
