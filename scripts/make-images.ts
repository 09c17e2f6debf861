/**
 * Makes the site's placeholder artwork and downloads, locally and deterministically (no network).
 *
 *   npx tsx scripts/make-images.ts            # writes public/images/** and public/files/**
 *   npx tsx scripts/make-images.ts --images   # images only
 *   npx tsx scripts/make-images.ts --files    # library downloads only
 *
 * Images are SVG compositions (gradients, geometric shapes) rendered by sharp
 * (installed with next) to JPEG or WebP, each kept under ~80 KB. The same name always gives the
 * same picture, so re-running the script reproduces the committed files.
 *
 * Downloads: every `file_url` under /files/ in content/{lang}/library.json gets a tiny but valid
 * file of its type (PDF, DOCX, XLSX or PPTX) whose text names the resource. The sizes shown on the
 * site ("2.4 MB") are the CMS's labels, not these placeholders'.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { seededRandom } from './lib/seeded-random';

const ROOT = path.resolve(__dirname, '..');
const IMAGES = path.join(ROOT, 'public', 'images');
const FILES = path.join(ROOT, 'public', 'files');
const MAX_BYTES = 80 * 1024;

// ------------------------------------------------------------------ deterministic randomness

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function rng(seed: string): () => number {
  return seededRandom(hash(seed));
}

function pick<T>(r: () => number, list: readonly T[]): T {
  const item = list[Math.floor(r() * list.length)];
  if (item === undefined) throw new Error('empty list');
  return item;
}

// Navy and gold of the programme, Ukrainian blue and yellow, and a few supporting tones.
interface Palette {
  from: string;
  to: string;
  accents: readonly [string, string, string];
}

const PALETTES: readonly Palette[] = [
  { from: '#0b2a4a', to: '#1d5d90', accents: ['#f2c230', '#5fa8d3', '#ffffff'] },
  { from: '#13315c', to: '#134074', accents: ['#ffd500', '#8da9c4', '#eef4ed'] },
  { from: '#1b4965', to: '#62b6cb', accents: ['#fefae0', '#f4a259', '#bee9e8'] },
  { from: '#2b2d42', to: '#4a5a82', accents: ['#ef8354', '#bfc0c0', '#ffffff'] },
  { from: '#005bbb', to: '#3a86ff', accents: ['#ffd500', '#ffffff', '#0b2545'] },
  { from: '#264653', to: '#2a9d8f', accents: ['#e9c46a', '#f4a261', '#e76f51'] },
  { from: '#3d405b', to: '#81b29a', accents: ['#f2cc8f', '#e07a5f', '#f4f1de'] },
  { from: '#22223b', to: '#4a4e69', accents: ['#c9ada7', '#f2e9e4', '#9a8c98'] },
];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function gradientDefs(id: string, p: Palette, angle: number): string {
  const rad = (angle * Math.PI) / 180;
  const x2 = 50 + Math.cos(rad) * 50;
  const y2 = 50 + Math.sin(rad) * 50;
  return `<linearGradient id="${id}" x1="${100 - x2}%" y1="${100 - y2}%" x2="${x2}%" y2="${y2}%">
      <stop offset="0%" stop-color="${p.from}"/><stop offset="100%" stop-color="${p.to}"/></linearGradient>`;
}

// ------------------------------------------------------------------ compositions

type Kind = 'landscape' | 'geometric' | 'portrait' | 'people' | 'archive';

function landscape(w: number, h: number, r: () => number, p: Palette): string {
  const sunX = w * (0.2 + r() * 0.6);
  const sunY = h * (0.2 + r() * 0.25);
  const sunR = Math.min(w, h) * (0.08 + r() * 0.08);
  let hills = '';
  const layers = 4;
  for (let i = 0; i < layers; i++) {
    const base = h * (0.55 + i * 0.11);
    const amp = h * (0.05 + r() * 0.08);
    const c1 = w * (0.2 + r() * 0.2);
    const c2 = w * (0.6 + r() * 0.2);
    const opacity = (0.35 + i * 0.18).toFixed(2);
    const color = i === layers - 1 ? '#0b1d33' : pick(r, p.accents);
    hills += `<path d="M0 ${base} C ${c1} ${base - amp}, ${c2} ${base + amp}, ${w} ${base - amp * 0.5} L ${w} ${h} L 0 ${h} Z" fill="${color}" fill-opacity="${opacity}"/>`;
  }
  return `
    <defs>${gradientDefs('bg', p, 90)}
      <radialGradient id="sun"><stop offset="0%" stop-color="#fff6d5"/><stop offset="100%" stop-color="${p.accents[0]}" stop-opacity="0"/></radialGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    <circle cx="${sunX}" cy="${sunY}" r="${sunR * 2.2}" fill="url(#sun)" fill-opacity="0.7"/>
    <circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${p.accents[0]}"/>
    ${hills}`;
}

function geometric(w: number, h: number, r: () => number, p: Palette): string {
  let shapes = '';
  const count = 7 + Math.floor(r() * 6);
  for (let i = 0; i < count; i++) {
    const color = pick(r, p.accents);
    const opacity = (0.15 + r() * 0.5).toFixed(2);
    const x = r() * w;
    const y = r() * h;
    const s = Math.min(w, h) * (0.1 + r() * 0.45);
    const rot = Math.round(r() * 90);
    const kind = Math.floor(r() * 3);
    if (kind === 0) shapes += `<circle cx="${x}" cy="${y}" r="${s / 2}" fill="${color}" fill-opacity="${opacity}"/>`;
    else if (kind === 1)
      shapes += `<rect x="${x - s / 2}" y="${y - s / 2}" width="${s}" height="${s * 0.6}" rx="${s * 0.08}" fill="${color}" fill-opacity="${opacity}" transform="rotate(${rot} ${x} ${y})"/>`;
    else
      shapes += `<polygon points="${x},${y - s / 2} ${x + s / 2},${y + s / 2} ${x - s / 2},${y + s / 2}" fill="${color}" fill-opacity="${opacity}" transform="rotate(${rot} ${x} ${y})"/>`;
  }
  const ring = Math.min(w, h) * 0.35;
  return `
    <defs>${gradientDefs('bg', p, Math.round(r() * 180))}</defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    ${shapes}
    <circle cx="${w * 0.82}" cy="${h * 0.25}" r="${ring}" fill="none" stroke="${p.accents[0]}" stroke-opacity="0.5" stroke-width="${Math.max(2, ring * 0.04)}"/>`;
}

function portrait(w: number, h: number, r: () => number, p: Palette): string {
  const skin = pick(r, ['#f1c27d', '#e0ac69', '#c68642', '#ffdbac', '#8d5524']);
  const hair = pick(r, ['#2c1b10', '#4b3621', '#a67b5b', '#d6c4a8', '#1c1c1c', '#7b3f00']);
  const cloth = pick(r, p.accents);
  const cx = w / 2;
  const headR = w * 0.17;
  const headY = h * 0.42;
  const longHair = r() > 0.5;
  return `
    <defs><radialGradient id="bg" cx="50%" cy="35%" r="75%"><stop offset="0%" stop-color="${p.to}"/><stop offset="100%" stop-color="${p.from}"/></radialGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    ${longHair ? `<rect x="${cx - headR * 1.15}" y="${headY - headR * 0.3}" width="${headR * 2.3}" height="${headR * 2.1}" rx="${headR}" fill="${hair}"/>` : ''}
    <path d="M ${cx - w * 0.36} ${h} C ${cx - w * 0.34} ${h * 0.72}, ${cx - w * 0.18} ${h * 0.66}, ${cx} ${h * 0.66} C ${cx + w * 0.18} ${h * 0.66}, ${cx + w * 0.34} ${h * 0.72}, ${cx + w * 0.36} ${h} Z" fill="${cloth}"/>
    <rect x="${cx - headR * 0.35}" y="${headY + headR * 0.7}" width="${headR * 0.7}" height="${headR * 0.7}" fill="${skin}"/>
    <circle cx="${cx}" cy="${headY}" r="${headR}" fill="${skin}"/>
    <path d="M ${cx - headR * 0.97} ${headY - headR * 0.3} A ${headR} ${headR} 0 0 1 ${cx + headR * 0.97} ${headY - headR * 0.3} Q ${cx + headR * 0.3} ${headY - headR * 0.75} ${cx - headR * 0.97} ${headY - headR * 0.3} Z" fill="${hair}"/>`;
}

function people(w: number, h: number, r: () => number, p: Palette): string {
  let crowd = '';
  const n = 4 + Math.floor(r() * 4);
  for (let i = 0; i < n; i++) {
    const x = (w / (n + 1)) * (i + 1) + (r() - 0.5) * w * 0.04;
    const s = h * (0.22 + r() * 0.08);
    const y = h * 0.62 + (r() - 0.5) * h * 0.06;
    const color = pick(r, p.accents);
    crowd += `<circle cx="${x}" cy="${y - s * 0.55}" r="${s * 0.22}" fill="${color}" fill-opacity="0.9"/>
      <path d="M ${x - s * 0.38} ${h} L ${x - s * 0.34} ${y} Q ${x} ${y - s * 0.22} ${x + s * 0.34} ${y} L ${x + s * 0.38} ${h} Z" fill="${color}" fill-opacity="0.75"/>`;
  }
  return `
    <defs>${gradientDefs('bg', p, 70)}</defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    <rect x="${w * 0.08}" y="${h * 0.1}" width="${w * 0.84}" height="${h * 0.28}" rx="${h * 0.02}" fill="#ffffff" fill-opacity="0.12"/>
    ${crowd}`;
}

function archive(w: number, h: number, r: () => number): string {
  // Sepia "old photo": a landscape in warm tones with a frame.
  const sepia: Palette = { from: '#3b2f2f', to: '#a47551', accents: ['#e8d5b7', '#c19a6b', '#f5ebe0'] };
  return `${landscape(w, h, r, sepia)}
    <rect x="${w * 0.03}" y="${h * 0.03}" width="${w * 0.94}" height="${h * 0.94}" fill="none" stroke="#f5ebe0" stroke-opacity="0.6" stroke-width="${Math.max(3, w * 0.008)}"/>`;
}

const KINDS: Record<Kind, (w: number, h: number, r: () => number, p: Palette) => string> = {
  landscape,
  geometric,
  portrait,
  people,
  archive,
};

export interface ImageSpec {
  file: string; // relative to public/images
  w: number;
  h: number;
  kind: Kind;
}

export function svgFor(spec: ImageSpec): string {
  const r = rng(spec.file);
  const p = pick(r, PALETTES);
  const body = KINDS[spec.kind](spec.w, spec.h, r, p);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.w}" height="${spec.h}" viewBox="0 0 ${spec.w} ${spec.h}">${body}</svg>`;
}

/** Encodes a spec as the committed file: the best quality that keeps it under the size budget. */
export async function encode(spec: ImageSpec): Promise<Buffer> {
  const svg = Buffer.from(svgFor(spec));
  const webp = spec.file.endsWith('.webp');
  for (let quality = webp ? 78 : 80; quality >= 30; quality -= 8) {
    const img = sharp(svg, { density: 72 });
    const buffer = webp
      ? await img.webp({ quality, effort: 5 }).toBuffer()
      : await img.jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer();
    if (buffer.length <= MAX_BYTES || quality - 8 < 30) return buffer;
  }
  throw new Error(`could not encode ${spec.file}`);
}

async function render(spec: ImageSpec): Promise<number> {
  const out = path.join(IMAGES, spec.file);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const buffer = await encode(spec);
  fs.writeFileSync(out, buffer);
  return buffer.length;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Every raster image of public/images, by file. */
export function manifest(): ImageSpec[] {
  const specs: ImageSpec[] = [];
  for (let i = 1; i <= 4; i++) specs.push({ file: `hero/hero-${i}.jpg`, w: 1600, h: 900, kind: i === 4 ? 'people' : 'landscape' });

  specs.push(
    { file: 'pages/about.jpg', w: 1200, h: 800, kind: 'landscape' },
    { file: 'pages/about-home.webp', w: 1200, h: 800, kind: 'geometric' },
    { file: 'pages/founder.jpg', w: 800, h: 1000, kind: 'portrait' },
    { file: 'pages/exhibition.jpg', w: 1600, h: 900, kind: 'archive' },
    { file: 'pages/partnership.jpg', w: 1200, h: 800, kind: 'people' },
    { file: 'placeholder.webp', w: 800, h: 500, kind: 'geometric' },
  );

  const programs = ['graduate', 'susi-students', 'flta', 'humphrey', 'visiting-scholar', 'kennan', 'fdp', 'tea', 'susi-scholars',
    'us-scholar', 'specialist', 'sir', 'alumni-grants', 'us-student'];
  for (const key of programs) specs.push({ file: `programs/${key}.webp`, w: 800, h: 500, kind: 'geometric' });

  for (let i = 0; i < 24; i++) specs.push({ file: `news/news-${two(i + 1)}.webp`, w: 800, h: 500, kind: i % 3 === 1 ? 'people' : 'geometric' });

  for (let i = 1; i <= 28; i++) {
    const kind: Kind = [1, 2, 3, 26].includes(i) ? 'archive' : i % 3 === 0 ? 'people' : i % 3 === 1 ? 'landscape' : 'geometric';
    specs.push({ file: `gallery/gallery-${two(i)}.jpg`, w: 1200, h: 800, kind });
  }
  for (let i = 1; i <= 26; i++) specs.push({ file: `portraits/portrait-${two(i)}.webp`, w: 400, h: 400, kind: 'portrait' });
  for (let i = 1; i <= 14; i++) specs.push({ file: `team-gallery/team-${two(i)}.webp`, w: 800, h: 500, kind: i % 2 ? 'people' : 'geometric' });
  return specs;
}

// The programme's mark alone: the header writes the site title beside it in the page's language.
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">
  <circle cx="20" cy="20" r="19" fill="#0b2a4a"/>
  <ellipse cx="20" cy="20" rx="8" ry="15" fill="none" stroke="#fbfaf7" stroke-width="1.6"/>
  <path d="M5 20h30M8 12h24M8 28h24" stroke="#fbfaf7" stroke-width="1.6"/>
  <circle cx="31" cy="9" r="4" fill="#c41a35"/>
</svg>
`;

async function makeImages(): Promise<void> {
  fs.mkdirSync(IMAGES, { recursive: true });
  fs.writeFileSync(path.join(IMAGES, 'logo.svg'), LOGO);
  let total = 0;
  let count = 0;
  for (const spec of manifest()) {
    const bytes = await render(spec);
    total += bytes;
    count++;
    if (bytes > MAX_BYTES) console.warn(`  ${spec.file}: ${Math.round(bytes / 1024)} KB (over budget)`);
  }
  console.log(`images: ${count} files, ${(total / 1024 / 1024).toFixed(2)} MB`);
}

// ------------------------------------------------------------------ placeholder downloads

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A stored (uncompressed) zip archive: enough for OOXML containers. */
function zip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  // Fixed timestamp (2026-01-01 00:00) keeps the output reproducible.
  const dosTime = 0;
  const dosDate = ((2026 - 1980) << 9) | (1 << 5) | 1;
  for (const [name, text] of entries) {
    const data = Buffer.from(text, 'utf8');
    const nameBuf = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(dosTime, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, data);
    centrals.push(central, nameBuf);
    offset += local.length + nameBuf.length + data.length;
  }
  const centralBuf = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBuf.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBuf, end]);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_DOC = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function rels(list: [string, string, string][]): string {
  return `${XML}<Relationships xmlns="${REL_NS}">${list
    .map(([id, type, target]) => `<Relationship Id="${id}" Type="${OFFICE_DOC}/${type}" Target="${target}"/>`)
    .join('')}</Relationships>`;
}

function contentTypes(overrides: [string, string][]): string {
  return `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides
    .map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`)
    .join('')}</Types>`;
}

function docx(lines: string[]): Buffer {
  const body = lines.map((l) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(l)}</w:t></w:r></w:p>`).join('');
  return zip([
    ['[Content_Types].xml', contentTypes([['/word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml']])],
    ['_rels/.rels', rels([['rId1', 'officeDocument', 'word/document.xml']])],
    ['word/document.xml', `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr/></w:body></w:document>`],
  ]);
}

function xlsx(lines: string[]): Buffer {
  const rows = lines
    .map((l, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>${escapeXml(l)}</t></is></c></row>`)
    .join('');
  return zip([
    ['[Content_Types].xml', contentTypes([
      ['/xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
      ['/xl/worksheets/sheet1.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml'],
    ])],
    ['_rels/.rels', rels([['rId1', 'officeDocument', 'xl/workbook.xml']])],
    ['xl/workbook.xml', `${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${OFFICE_DOC}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`],
    ['xl/_rels/workbook.xml.rels', rels([['rId1', 'worksheet', 'worksheets/sheet1.xml']])],
    ['xl/worksheets/sheet1.xml', `${XML}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`],
  ]);
}

function pptx(lines: string[]): Buffer {
  const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
  const P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
  const ns = `xmlns:a="${A}" xmlns:r="${OFFICE_DOC}" xmlns:p="${P}"`;
  const emptyTree = '<p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/></p:spTree>';
  const paragraphs = lines.map((l) => `<a:p><a:r><a:rPr lang="en-US" sz="2400"/><a:t>${escapeXml(l)}</a:t></a:r></a:p>`).join('');
  const slideTree = `<p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/><p:sp><p:nvSpPr><p:cNvPr id="2" name="Text"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="609600" y="609600"/><a:ext cx="10972800" cy="5486400"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr/><a:lstStyle/>${paragraphs}</p:txBody></p:sp></p:spTree>`;
  const clr = (name: string, hex: string) => `<a:${name}><a:srgbClr val="${hex}"/></a:${name}>`;
  const fill = '<a:solidFill><a:schemeClr val="phClr"/></a:solidFill>';
  const line = `<a:ln w="9525">${fill}</a:ln>`;
  const theme = `${XML}<a:theme xmlns:a="${A}" name="Placeholder"><a:themeElements><a:clrScheme name="Placeholder"><a:dk1><a:sysClr val="windowText" lastClr="000000"/></a:dk1><a:lt1><a:sysClr val="window" lastClr="FFFFFF"/></a:lt1>${clr('dk2', '0B2A4A')}${clr('lt2', 'EEF4ED')}${clr('accent1', '1D5D90')}${clr('accent2', 'F2C230')}${clr('accent3', '5FA8D3')}${clr('accent4', '2A9D8F')}${clr('accent5', 'E76F51')}${clr('accent6', '4A4E69')}${clr('hlink', '0563C1')}${clr('folHlink', '954F72')}</a:clrScheme><a:fontScheme name="Placeholder"><a:majorFont><a:latin typeface="Arial"/><a:ea typeface=""/><a:cs typeface=""/></a:majorFont><a:minorFont><a:latin typeface="Arial"/><a:ea typeface=""/><a:cs typeface=""/></a:minorFont></a:fontScheme><a:fmtScheme name="Placeholder"><a:fillStyleLst>${fill}${fill}${fill}</a:fillStyleLst><a:lnStyleLst>${line}${line}${line}</a:lnStyleLst><a:effectStyleLst><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle></a:effectStyleLst><a:bgFillStyleLst>${fill}${fill}${fill}</a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>`;
  const ct = 'application/vnd.openxmlformats-officedocument';
  return zip([
    ['[Content_Types].xml', contentTypes([
      ['/ppt/presentation.xml', `${ct}.presentationml.presentation.main+xml`],
      ['/ppt/slides/slide1.xml', `${ct}.presentationml.slide+xml`],
      ['/ppt/slideLayouts/slideLayout1.xml', `${ct}.presentationml.slideLayout+xml`],
      ['/ppt/slideMasters/slideMaster1.xml', `${ct}.presentationml.slideMaster+xml`],
      ['/ppt/theme/theme1.xml', `${ct}.theme+xml`],
    ])],
    ['_rels/.rels', rels([['rId1', 'officeDocument', 'ppt/presentation.xml']])],
    ['ppt/presentation.xml', `${XML}<p:presentation ${ns}><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst><p:sldId id="256" r:id="rId2"/></p:sldIdLst><p:sldSz cx="12192000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`],
    ['ppt/_rels/presentation.xml.rels', rels([['rId1', 'slideMaster', 'slideMasters/slideMaster1.xml'], ['rId2', 'slide', 'slides/slide1.xml'], ['rId3', 'theme', 'theme/theme1.xml']])],
    ['ppt/slideMasters/slideMaster1.xml', `${XML}<p:sldMaster ${ns}><p:cSld>${emptyTree}</p:cSld><p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>`],
    ['ppt/slideMasters/_rels/slideMaster1.xml.rels', rels([['rId1', 'slideLayout', '../slideLayouts/slideLayout1.xml'], ['rId2', 'theme', '../theme/theme1.xml']])],
    ['ppt/slideLayouts/slideLayout1.xml', `${XML}<p:sldLayout ${ns} type="blank"><p:cSld name="Blank">${emptyTree}</p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>`],
    ['ppt/slideLayouts/_rels/slideLayout1.xml.rels', rels([['rId1', 'slideMaster', '../slideMasters/slideMaster1.xml']])],
    ['ppt/slides/slide1.xml', `${XML}<p:sld ${ns}><p:cSld>${slideTree}</p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`],
    ['ppt/slides/_rels/slide1.xml.rels', rels([['rId1', 'slideLayout', '../slideLayouts/slideLayout1.xml']])],
    ['ppt/theme/theme1.xml', theme],
  ]);
}

/** A one-page PDF in Helvetica; non-Latin-1 characters are replaced (the base fonts cannot show them). */
function pdf(lines: string[]): Buffer {
  const safe = (s: string) =>
    s
      .replace(/[“”]/g, '"')
      .replace(/[‘’]/g, "'")
      .replace(/[–—]/g, '-')
      .replace(/[^\x20-\x7e]/g, '?')
      .replace(/([\\()])/g, '\\$1');
  const text = lines
    .map((l, i) => `BT /F1 ${i === 0 ? 18 : 11} Tf 56 ${760 - i * 28} Td (${safe(l)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

interface Resource {
  title: string;
  file_type: string;
  file_url: string;
  publication_date?: string;
  date?: string;
}

function readResources(lang: string): Resource[] {
  const file = path.join(ROOT, 'content', lang, 'library.json');
  if (!fs.existsSync(file)) return [];
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { resources?: Resource[] };
  return data.resources ?? [];
}

function makeFiles(): void {
  const english = new Map(readResources('en').map((r) => [path.basename(r.file_url), r.title]));
  let count = 0;
  for (const lang of ['uk', 'en']) {
    for (const r of readResources(lang)) {
      if (!r.file_url.startsWith('/files/')) continue;
      const out = path.join(ROOT, 'public', r.file_url);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      const base = path.basename(r.file_url);
      const lines = [
        lang === 'uk' ? `${english.get(base) ?? base} (Ukrainian edition)` : r.title,
        'Fulbright Program in Ukraine',
        `Published: ${r.publication_date || r.date || ''}`.trim(),
        'Placeholder document for the demo content.',
      ];
      const type = r.file_type.toUpperCase();
      // The PDF base fonts have no Cyrillic; the Office formats carry the Ukrainian title too.
      if (lang === 'uk' && type !== 'PDF') lines.splice(1, 0, r.title);
      const buffer = type === 'DOCX' ? docx(lines) : type === 'XLSX' ? xlsx(lines) : type === 'PPTX' ? pptx(lines) : pdf(lines);
      fs.writeFileSync(out, buffer);
      count++;
    }
  }
  console.log(`files: ${count} placeholder downloads in ${path.relative(ROOT, FILES)}`);
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const all = !args.has('--images') && !args.has('--files');
  if (all || args.has('--images')) await makeImages();
  if (all || args.has('--files')) makeFiles();
}

// Run as a script, not when a test imports the manifest.
if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
