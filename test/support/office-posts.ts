import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes the posts of test/fixtures/office-posts into a WordPress as an editor does, through the REST
 * API the block editor and the classic editor save with: the media first (four photographs, a PDF,
 * a video and a sound), then each post's content as the editor stores it, with the media's ids and
 * addresses in place. Used by the WordPress part (wordpress/tests/site/content-rendering.test.ts), the
 * browser test (e2e/office-posts.wordpress.spec.ts) and scripts/content-screenshots.ts.
 */
const FIXTURES = path.join(__dirname, '..', 'fixtures', 'office-posts');
const PHOTOS = ['gallery-01.jpg', 'gallery-02.jpg', 'gallery-03.jpg', 'gallery-04.jpg'];

export type OfficePostKey = 'block-uk' | 'block-en' | 'classic-en' | 'classic-uk';

/**
 * Each post: its content file, language and title (WordPress makes the slug from the title). The
 * block posts share their markup (block.html); their words are block.texts.json's (`{{t:key}}`).
 */
export const OFFICE_POSTS: Record<OfficePostKey, { file: string; lang: 'uk' | 'en'; title: string }> = {
  'block-uk': { file: 'block.html', lang: 'uk', title: 'Підсумки осіннього набору: фото, відео та відповіді' },
  'block-en': { file: 'block.html', lang: 'en', title: 'The autumn round: photographs, a video and answers' },
  'classic-en': { file: 'classic.en.html', lang: 'en', title: 'Information sessions in Kyiv, Lviv and Kharkiv' },
  'classic-uk': { file: 'classic.uk.html', lang: 'uk', title: 'Інформаційні сесії в Києві, Львові та Харкові' },
};
/** The sample content's news category of each language. */
const NEWS_CATEGORY = { uk: 3, en: 70 } as const;
/** The footnote each block post's text points at (its id in the content). */
const FOOTNOTES: Partial<Record<OfficePostKey, { id: string; content: string }>> = {
  'block-uk': { id: '0f3d4e2a-9a3b-4c55-8d2f-1c2b3a4d5e6f', content: 'Стипендію перераховують до 5 числа кожного місяця.' },
  'block-en': { id: '5a1c2e3d-7b8f-4a9e-8c1d-2e3f4a5b6c7d', content: 'The stipend is paid by the 5th of each month.' },
};

export interface WordPressClient {
  /** WordPress's address, e.g. http://127.0.0.1:8080. */
  url: string;
  /** The editor's Authorization header (an application password). */
  authorization: string;
}

interface Media {
  id: number;
  url: string;
  sizes: Record<string, string>;
}

export interface SeededPost {
  key: OfficePostKey;
  id: number;
  slug: string;
  lang: 'uk' | 'en';
  title: string;
  /** The post's content as stored (media filled in). */
  raw: string;
}

export interface OfficeSeed {
  posts: SeededPost[];
  photos: Media[];
  file: Media;
  video: Media;
  audio: Media;
}

async function rest<T>(client: WordPressClient, route: string, init: RequestInit & { expected?: number } = {}): Promise<T> {
  const response = await fetch(`${client.url}/wp-json/${route}`, { ...init, headers: { authorization: client.authorization, ...init.headers } });
  const text = await response.text();
  if (response.status !== (init.expected ?? 200)) throw new Error(`WordPress ${init.method ?? 'GET'} ${route}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

async function upload(client: WordPressClient, file: string, name: string, mime: string, title: string): Promise<Media> {
  const body = await rest<{ id: number; source_url: string; media_details?: { sizes?: Record<string, { source_url: string }> } }>(client, 'wp/v2/media', {
    method: 'POST',
    expected: 201,
    headers: { 'content-type': mime, 'content-disposition': `attachment; filename="${name}"` },
    body: readFileSync(file),
  });
  const sizes = Object.fromEntries(Object.entries(body.media_details?.sizes ?? {}).map(([size, detail]) => [size, detail.source_url]));
  await rest(client, `wp/v2/media/${body.id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title, alt_text: title }) });
  return { id: body.id, url: body.source_url, sizes };
}

const TEXTS = JSON.parse(readFileSync(path.join(FIXTURES, 'block.texts.json'), 'utf8')) as Record<'uk' | 'en', Record<string, string>>;

/** The content of a fixture with its words in the language and the media's ids and addresses in place. */
export function fillContent(template: string, seed: Omit<OfficeSeed, 'posts'>, wordpressUrl: string, lang: 'uk' | 'en'): string {
  const uploads = `${wordpressUrl}/wp-content/uploads/`;
  return template.replace(/\{\{([\w:-]+)\}\}/g, (whole, key: string) => {
    const [kind = '', a = '', b = ''] = key.split(':');
    if (kind === 't') {
      const text = TEXTS[lang][a];
      if (text === undefined) throw new Error(`no ${lang} text for ${whole}`);
      return text;
    }
    const photo = kind === 'image' ? seed.photos[Number(a) - 1] : undefined;
    const value =
      kind === 'wp' && a === 'host'
        ? new URL(wordpressUrl).host
        : photo
          ? b === 'id'
            ? String(photo.id)
            : b === 'full'
              ? photo.url
              : b === 'thumb-path'
                ? (photo.sizes.thumbnail ?? photo.url).replace(uploads, '')
                : (photo.sizes[b === 'thumb' ? 'thumbnail' : b] ?? photo.url)
          : kind === 'file' || kind === 'video' || kind === 'audio'
            ? a === 'id'
              ? String(seed[kind].id)
              : a === 'path'
                ? seed[kind].url.replace(uploads, '')
                : seed[kind].url
            : undefined;
    if (value === undefined) throw new Error(`no value for ${whole} in the office posts`);
    return value;
  });
}

/** Uploads the media, then writes each post, published, in its language's news category. */
export async function seedOfficePosts(client: WordPressClient, keys: OfficePostKey[] = Object.keys(OFFICE_POSTS) as OfficePostKey[]): Promise<OfficeSeed> {
  const photos: Media[] = [];
  for (const [index, name] of PHOTOS.entries()) {
    photos.push(await upload(client, path.join(__dirname, '..', '..', 'public', 'images', 'gallery', name), `office-photo-${index + 1}.jpg`, 'image/jpeg', `Photograph ${index + 1}`));
  }
  const file = await upload(client, path.join(__dirname, '..', '..', 'public', 'files', 'uk', 'graduate-guide-2028.pdf'), 'competition-rules.pdf', 'application/pdf', 'Competition rules');
  const video = await upload(client, path.join(FIXTURES, 'media', 'clip.webm'), 'office-clip.webm', 'video/webm', 'A clip');
  const audio = await upload(client, path.join(FIXTURES, 'media', 'sound.wav'), 'office-sound.wav', 'audio/wav', 'A sound');
  const media = { photos, file, video, audio };
  const posts: SeededPost[] = [];
  for (const key of keys) {
    const { file: name, lang, title } = OFFICE_POSTS[key];
    const raw = fillContent(readFileSync(path.join(FIXTURES, name), 'utf8'), media, client.url, lang);
    const footnote = FOOTNOTES[key];
    const body = await rest<{ id: number; slug: string }>(client, 'wp/v2/posts', {
      method: 'POST',
      expected: 201,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title,
        content: raw,
        status: 'publish',
        categories: [NEWS_CATEGORY[lang]],
        lang,
        // The footnotes block keeps its notes in the post's meta (WordPress 6.3 and later).
        ...(footnote ? { meta: { footnotes: JSON.stringify([footnote]) } } : {}),
      }),
    });
    posts.push({ key, id: body.id, slug: decodeURIComponent(body.slug), lang, title, raw });
  }
  return { posts, ...media };
}

/** Deletes the posts and media of a seed for good (other tests count the news). */
export async function removeOfficePosts(client: WordPressClient, seed: OfficeSeed): Promise<void> {
  for (const post of seed.posts) await rest(client, `wp/v2/posts/${post.id}?force=true`, { method: 'DELETE' });
  for (const media of [...seed.photos, seed.file, seed.video, seed.audio]) await rest(client, `wp/v2/media/${media.id}?force=true`, { method: 'DELETE' });
}
