import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

/**
 * The mail the local WordPress sent, as its mail catcher wrote it (scripts/wordpress.sh: one .eml
 * file per message in $WP_STATE_DIR/mail), read with a real MIME parser (mailparser).
 */
export interface CaughtMail {
  file: string;
  to: string[];
  from: { address: string; name: string };
  replyTo: { address: string; name: string }[];
  subject: string;
  text: string;
  parsed: ParsedMail;
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) => group.value.map((a) => ({ address: a.address ?? '', name: a.name })));

/** Every message caught so far, oldest first. */
export async function caughtMails(stateDir: string): Promise<CaughtMail[]> {
  const folder = path.join(stateDir, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(folder).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(readFileSync(path.join(folder, file)));
      const from = addresses(parsed.from)[0] ?? { address: '', name: '' };
      return { file, to: addresses(parsed.to).map((a) => a.address), from, replyTo: addresses(parsed.replyTo), subject: parsed.subject ?? '', text: parsed.text ?? '', parsed };
    }),
  );
}

/** The first message that matches, waiting for it (SMTP delivery is quick, but not instant). */
export async function waitForMail(stateDir: string, matches: (mail: CaughtMail) => boolean, timeoutMs = 10_000): Promise<CaughtMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await caughtMails(stateDir)).find(matches);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no such mail in ${stateDir}/mail within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The confirmation link of a newsletter mail: the one link to the site's confirmation page in its text. */
export function confirmationLink(mail: CaughtMail): URL {
  const links = (mail.text.match(/https?:\/\/\S+/g) ?? []).map((l) => new URL(l)).filter((u) => /^\/(uk|en)\/newsletter\/confirm$/.test(u.pathname));
  if (links.length !== 1) throw new Error(`${mail.file}: ${links.length} confirmation links`);
  return links[0] as URL;
}
