/**
 * A draft-preview link for the embedded CMS, which has no Preview button: signed with
 * PREVIEW_SECRET, valid for 10 minutes.
 *
 * Usage: PREVIEW_SECRET=… npx tsx scripts/preview-link.ts <content id> <path>
 *   e.g. scripts/preview-link.ts 4101 /en/news/draft-alumni-spring-school-2027
 */
import { signPreviewToken } from '../lib/cms/embedded/preview-token';

const [id = '', path = ''] = process.argv.slice(2);
const key = process.env.PREVIEW_SECRET ?? '';
if (!/^\d+$/.test(id) || !path.startsWith('/') || key === '') {
  process.stderr.write('usage: PREVIEW_SECRET=… npx tsx scripts/preview-link.ts <content id> </lang/path>\n');
  process.exit(2);
}
const site = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
process.stdout.write(`${site}/api/preview?token=${signPreviewToken(Number(id), key)}&path=${encodeURIComponent(path)}\n`);
