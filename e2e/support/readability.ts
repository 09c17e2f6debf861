import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { axeBuilder } from './axe';
import { parseCssColor, requiredRatio, worstContrast } from './contrast-math';

const PROBE = 'data-readability-probe';

/**
 * Link names that do not say where a link goes: Lighthouse's English list (audit `link-text`)
 * and their Ukrainian equivalents.
 */
const GENERIC_LINK_NAMES = [
  'click here', 'click this', 'go', 'here', 'information', 'learn more', 'more', 'more info', 'more information',
  'right here', 'read more', 'see more', 'start', 'this',
  'детальніше', 'докладніше', 'дізнатися більше', 'дізнатись більше', 'читати далі', 'читати більше', 'більше',
  'тут', 'натисніть тут', 'далі', 'інформація', 'переглянути',
];

/**
 * Links named only "Learn more" (issue 14 item 8): each link's name says where it goes, and a
 * name set by aria-label contains the visible text (WCAG 2.5.3, label in name).
 */
async function vagueLinks(page: Page): Promise<string[]> {
  return page.evaluate((generic) => {
    const normal = (text: string) => text.toLowerCase().replace(/[→←›‹»«↗:.…]/g, ' ').replace(/\s+/g, ' ').trim();
    const failures: string[] = [];
    for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (!a.checkVisibility() || /^(mailto|tel|javascript):/i.test(a.getAttribute('href') ?? '')) continue;
      const visible = normal(a.innerText);
      const label = a.getAttribute('aria-label');
      const name = normal(label ?? a.innerText);
      if (generic.includes(name)) failures.push(`link-text: "${name}" does not say where ${a.getAttribute('href')} goes`);
      else if (label && visible && !name.includes(visible)) failures.push(`label-in-name: "${label}" does not contain the visible "${visible}" (${a.getAttribute('href')})`);
    }
    return failures;
  }, GENERIC_LINK_NAMES);
}

interface ContrastData {
  contrastRatio?: number;
  expectedContrastRatio?: string;
  messageKey?: string | null;
}

interface Unjudged {
  selector: string;
  reason: string;
}

interface TextBox {
  rects: { x: number; y: number; width: number; height: number }[];
  color: string;
  fontSize: number;
  fontWeight: number;
  text: string;
  reason: string;
}

/**
 * Marks, in the page, the text that axe cannot judge and that we measure from pixels instead:
 * the nodes given by selector, every heading whose box overlaps a picture, and the text of the
 * visible slide of each carousel. Returns how many probes were marked.
 */
async function markProbes(page: Page, unjudged: Unjudged[]): Promise<number> {
  return page.evaluate(
    ({ unjudged, attr }) => {
      document.querySelectorAll(`[${attr}]`).forEach((el) => el.removeAttribute(attr));
      const marked = new Map<Element, string>();
      const visible = (el: Element) => el instanceof HTMLElement && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && el.getClientRects().length > 0;
      const hasOwnText = (el: Element) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      for (const { selector, reason } of unjudged) {
        const el = document.querySelector(selector);
        if (el && visible(el)) marked.set(el, `axe: ${reason}`);
      }
      const pictures = [...document.querySelectorAll('img, picture, video, canvas')].filter(visible).map((el) => el.getBoundingClientRect());
      const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && a.width > 0 && b.width > 0;
      for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
        if (!visible(heading)) continue;
        const box = heading.getBoundingClientRect();
        if (pictures.some((p) => overlaps(box, p)) && !marked.has(heading)) marked.set(heading, 'heading over a picture');
      }
      for (const slide of document.querySelectorAll('[aria-roledescription="slide"]')) {
        if (!visible(slide)) continue;
        slide.querySelectorAll('*').forEach((el) => {
          if (visible(el) && hasOwnText(el) && !marked.has(el)) marked.set(el, 'slide');
        });
      }
      let n = 0;
      for (const [el, reason] of marked) {
        el.setAttribute(attr, String(n++));
        el.setAttribute(`${attr}-reason`, reason);
      }
      return n;
    },
    { unjudged, attr: PROBE },
  );
}

/** Scrolls a probe into view, waits for the pictures under it, hides its text and returns its text boxes. */
async function hideProbeText(page: Page, index: number): Promise<TextBox> {
  return page.evaluate(
    async ({ selector, attr }) => {
      const el = document.querySelector(selector) as HTMLElement;
      el.scrollIntoView({ block: 'center', behavior: 'instant' });
      const rects: TextBox['rects'] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!(node.textContent ?? '').trim()) continue;
        // Text hidden for screen readers only (.visually-hidden: a 1 px clipped box) paints nothing.
        const parentBox = node.parentElement?.getBoundingClientRect();
        if (!parentBox || parentBox.width <= 1 || parentBox.height <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 0 && r.height > 0) rects.push({ x: r.x, y: r.y, width: r.width, height: r.height });
      }
      const box = el.getBoundingClientRect();
      await Promise.all(
        [...document.images]
          .filter((img) => { const r = img.getBoundingClientRect(); return r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom; })
          .map((img) => (img.complete ? null : img.decode().catch(() => null))),
      );
      // Read before hiding: a computed style is live.
      const style = getComputedStyle(el);
      const read = { color: style.color, fontSize: parseFloat(style.fontSize), fontWeight: parseFloat(style.fontWeight) };
      // No transition: the colour changes at once, both ways (a colour transition would leave the
      // text half drawn in the capture, or the next probe reading a colour on its way back).
      // An ancestor link's underline is painted under this text too.
      for (let up = el.parentElement; up; up = up.parentElement) {
        up.style.setProperty('transition', 'none', 'important');
        up.style.setProperty('text-decoration-color', 'transparent', 'important');
      }
      for (const node of [el, ...el.querySelectorAll<HTMLElement>('*')]) {
        node.style.setProperty('transition', 'none', 'important');
        for (const prop of ['color', '-webkit-text-fill-color', 'text-decoration-color']) node.style.setProperty(prop, 'transparent', 'important');
        node.style.setProperty('text-shadow', 'none', 'important');
      }
      return { rects, ...read, text: (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60), reason: el.getAttribute(`${attr}-reason`) ?? '' };
    },
    { selector: `[${PROBE}="${index}"]`, attr: PROBE },
  );
}

async function restoreProbeText(page: Page, index: number) {
  await page.evaluate((selector) => {
    const el = document.querySelector(selector) as HTMLElement;
    const nodes = [el, ...el.querySelectorAll<HTMLElement>('*')];
    const ancestors: HTMLElement[] = [];
    for (let up = el.parentElement; up; up = up.parentElement) ancestors.push(up);
    for (const up of ancestors) up.style.removeProperty('text-decoration-color');
    for (const node of nodes) {
      for (const prop of ['color', '-webkit-text-fill-color', 'text-decoration-color', 'text-shadow']) node.style.removeProperty(prop);
    }
    // Settle the restored colours before transitions come back.
    for (const node of [...nodes, ...ancestors]) void getComputedStyle(node).color;
    for (const node of [...nodes, ...ancestors]) node.style.removeProperty('transition');
  }, `[${PROBE}="${index}"]`);
}

/** The pixels of one rectangle of a raw capture, row by row. */
function pixelsOf(data: Buffer, info: { width: number; height: number; channels: number }, r: { x: number; y: number; width: number; height: number }): Buffer {
  const rows: Buffer[] = [];
  const width = Math.min(r.width, info.width - r.x);
  for (let y = r.y; y < Math.min(r.y + r.height, info.height); y += 1) {
    const start = (y * info.width + r.x) * info.channels;
    rows.push(data.subarray(start, start + width * info.channels));
  }
  return Buffer.concat(rows);
}

/**
 * Measures one probe against the pixels painted behind it: its text is made transparent, the
 * box of its text lines is captured once, and the text colour is compared with every pixel of each line.
 */
async function measureProbe(page: Page, index: number): Promise<string | null> {
  const box = await hideProbeText(page, index);
  try {
    const viewport = page.viewportSize() ?? { width: 1366, height: 768 };
    const rects = box.rects
      .map((r) => {
        const x = Math.max(0, Math.floor(r.x));
        const y = Math.max(0, Math.floor(r.y));
        return { x, y, width: Math.min(viewport.width, Math.ceil(r.x + r.width)) - x, height: Math.min(viewport.height, Math.ceil(r.y + r.height)) - y };
      })
      .filter((r) => r.width > 0 && r.height > 0);
    const fg = parseCssColor(box.color);
    if (!fg || rects.length === 0) return null;
    // One capture of the lines' bounding box, then each line's pixels from it.
    const left = Math.min(...rects.map((r) => r.x));
    const top = Math.min(...rects.map((r) => r.y));
    const clip = { x: left, y: top, width: Math.max(...rects.map((r) => r.x + r.width)) - left, height: Math.max(...rects.map((r) => r.y + r.height)) - top };
    const png = await page.screenshot({ clip, animations: 'disabled', scale: 'css' });
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    let worst = Infinity;
    for (const r of rects) {
      const line = pixelsOf(data, info, { x: r.x - left, y: r.y - top, width: r.width, height: r.height });
      worst = Math.min(worst, worstContrast(fg, line, info.channels));
    }
    const required = requiredRatio(box.fontSize, box.fontWeight);
    return worst < required ? `over pixels ${worst.toFixed(2)}:1 < ${required}:1 (${box.reason}) ${box.color} "${box.text}"` : null;
  } finally {
    await restoreProbeText(page, index);
  }
}

async function measureProbes(page: Page, unjudged: Unjudged[]): Promise<string[]> {
  const count = await markProbes(page, unjudged);
  const failures: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const failure = await measureProbe(page, i);
    if (failure) failures.push(failure);
  }
  return failures;
}

/** Shows each slide of each carousel in turn (by its dot) and measures the text over its picture. */
async function measureCarouselSlides(page: Page): Promise<string[]> {
  const failures: string[] = [];
  const carousels = page.locator('[aria-roledescription="carousel"]');
  for (let c = 0; c < (await carousels.count()); c += 1) {
    const dots = carousels.nth(c).locator('button[aria-current="true"]').locator('xpath=..').locator('button');
    for (let d = 1; d < (await dots.count()); d += 1) {
      await dots.nth(d).click();
      for (const failure of await measureProbes(page, [])) failures.push(`slide ${d + 1}: ${failure}`);
    }
    if ((await dots.count()) > 1) await dots.first().click();
  }
  return failures;
}

/**
 * One pass over a page for everything a visitor must be able to read:
 * - every axe violation (WCAG 2.0-2.2 A/AA and best practice);
 * - every text whose contrast axe measured below the WCAG minimum, including the nodes axe files
 *   as "incomplete" although it measured a ratio (1:1 text is "incomplete", not a violation);
 * - every link whose name does not say where it goes;
 * - every text axe cannot judge (over a picture or a gradient), every heading over a picture and
 *   every slide of a carousel, measured against the pixels painted behind it.
 * Returns one line per failure.
 */
export async function readabilityFailures(page: Page, options: { exclude?: string[] } = {}): Promise<string[]> {
  let builder = axeBuilder(page);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const failures = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n    ')}`,
  );
  const unjudged: Unjudged[] = [];
  for (const node of results.incomplete.find((r) => r.id === 'color-contrast')?.nodes ?? []) {
    const data = (node.any[0]?.data ?? {}) as ContrastData;
    const expected = parseFloat(data.expectedContrastRatio ?? '4.5');
    const target = node.target.join(' ');
    if (typeof data.contrastRatio === 'number' && data.contrastRatio > 0) {
      if (data.contrastRatio < expected) failures.push(`contrast ${data.contrastRatio}:1 < ${expected}:1 (axe: ${data.messageKey}) ${target}`);
    } else if (node.target.length === 1) {
      unjudged.push({ selector: target, reason: data.messageKey ?? 'unknown' });
    }
  }
  failures.push(...(await vagueLinks(page)));
  failures.push(...(await measureProbes(page, unjudged)));
  failures.push(...(await measureCarouselSlides(page)));
  return failures;
}
