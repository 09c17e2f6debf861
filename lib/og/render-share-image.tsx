import { ImageResponse } from 'next/og';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import { OG_FAMILIES, type OgFonts } from './fonts';
import type { OgParams } from './params';
import { renderableText } from './renderable-text';

const OG_SIZE = { width: 1200, height: 630 } as const;

/**
 * The generated share image (1200×630 PNG) for pages without an image of their own: title,
 * section, language and the programme's branding. Every text goes through renderableText, so
 * nothing in it sends next/og to the web for a font.
 */
export async function renderShareImage({ lang, section, title }: OgParams, { fonts, coverage }: OgFonts): Promise<Uint8Array> {
  const dict = getDictionary(lang);
  const text = (value: string) => renderableText(value, coverage);
  const sectionName = text(dict.ui.og.sections[section]);
  const heading = text(title) || sectionName;
  const image = new ImageResponse(
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
          fontFamily: `${OG_FAMILIES.latin}, "${OG_FAMILIES.cyrillic}"`,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <div style={{ width: 56, height: 56, borderRadius: 28, background: '#c41a35', display: 'flex' }} />
          <div style={{ fontSize: 30, fontWeight: 700 }}>{text(t(lang, dict.shell.siteName))}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          <div style={{ fontSize: 26, color: '#e0a526', textTransform: 'uppercase', letterSpacing: 2 }}>{sectionName}</div>
          <div style={{ fontSize: heading.length > 70 ? 52 : 64, fontWeight: 700, lineHeight: 1.15 }}>{heading}</div>
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 24, color: '#dbe4ee' }}>
          <div>{text(dict.ui.og.language)}</div>
          <div style={{ display: 'flex', height: 8, width: 240, background: '#e0a526', borderRadius: 4 }} />
        </div>
      </div>
    ),
    { ...OG_SIZE, fonts },
  );
  return new Uint8Array(await image.arrayBuffer());
}
