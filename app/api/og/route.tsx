import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import { ogParamsSchema } from '@/lib/og/params';

/**
 * The generated share image (1200×630 PNG) for pages without an image of their own: title,
 * section, language and the programme's branding. Inter from assets/fonts covers Cyrillic, which
 * ImageResponse's default font does not. Each subset is its own family: under one shared name only
 * the first subset is used, and the missing glyphs send ImageResponse to fetch a font from the web.
 */
export const runtime = 'nodejs';

const fontsDir = path.join(process.cwd(), 'assets', 'fonts');
const FAMILIES = { latin: 'Inter', cyrillic: 'Inter Cyrillic' } as const;
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | null = null;

function loadFonts() {
  fonts ??= Promise.all(
    (['latin', 'cyrillic'] as const).flatMap((subset) =>
      ([400, 700] as const).map(async (weight) => ({
        name: FAMILIES[subset],
        data: await readFile(path.join(fontsDir, `inter-${subset}-${weight}-normal.woff`)),
        weight,
        style: 'normal' as const,
      })),
    ),
  );
  return fonts;
}

export async function GET(request: Request) {
  const url = new URL(request.url);
  const parsed = ogParamsSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    return Response.json({ error: 'Expected lang (uk|en), title (1-140 characters) and section.' }, { status: 400 });
  }
  const { lang, title, section } = parsed.data;
  const dict = getDictionary(lang);
  const siteName = t(lang, dict.shell.siteName);
  const sectionName = dict.ui.og.sections[section];

  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 72px',
          background: 'linear-gradient(135deg, #071d36 0%, #123a63 100%)',
          color: '#ffffff',
          fontFamily: `${FAMILIES.latin}, "${FAMILIES.cyrillic}"`,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <div style={{ width: 56, height: 56, borderRadius: 28, background: '#c41a35', display: 'flex' }} />
          <div style={{ fontSize: 30, fontWeight: 700 }}>{siteName}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          <div style={{ fontSize: 26, color: '#e0a526', textTransform: 'uppercase', letterSpacing: 2 }}>{sectionName}</div>
          <div style={{ fontSize: title.length > 70 ? 52 : 64, fontWeight: 700, lineHeight: 1.15 }}>{title}</div>
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 24, color: '#dbe4ee' }}>
          <div>{dict.ui.og.language}</div>
          <div style={{ display: 'flex', height: 8, width: 240, background: '#e0a526', borderRadius: 4 }} />
        </div>
      </div>
    ),
    {
      width: 1200,
      height: 630,
      fonts: await loadFonts(),
      headers: { 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
    },
  );
}
