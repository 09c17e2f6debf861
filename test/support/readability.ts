import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { runAxe } from './axe';
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
 * Links named only "Learn more": each link's name says where it goes, and a
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

type Rect = { x: number; y: number; width: number; height: number };

/** What a probe's text looks like, read before any text is hidden. */
interface ProbeLook {
  color: string;
  fontSize: number;
  fontWeight: number;
  text: string;
  reason: string;
}

/**
 * Marks, in the page, the text that axe cannot judge and that we measure from pixels instead:
 * the nodes given by selector, every heading whose box overlaps a picture, and the text of the
 * visible slide of each carousel. With `carousel` (an index), only what lies in that carousel.
 * Returns how many probes were marked.
 */
async function markProbes(page: Page, unjudged: Unjudged[], carousel?: number): Promise<number> {
  return page.evaluate(
    ({ unjudged, attr, carousel }) => {
      document.querySelectorAll(`[${attr}]`).forEach((el) => el.removeAttribute(attr));
      const root = carousel === undefined ? document : document.querySelectorAll('[aria-roledescription="carousel"]')[carousel];
      if (!root) return 0;
      const marked = new Map<Element, string>();
      const visible = (el: Element) => el instanceof HTMLElement && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && el.getClientRects().length > 0;
      const hasOwnText = (el: Element) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      for (const { selector, reason } of unjudged) {
        const el = document.querySelector(selector);
        if (el && visible(el)) marked.set(el, `axe: ${reason}`);
      }
      const pictures = [...document.querySelectorAll('img, picture, video, canvas')].filter(visible).map((el) => el.getBoundingClientRect());
      const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && a.width > 0 && b.width > 0;
      for (const heading of root.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
        if (!visible(heading)) continue;
        const box = heading.getBoundingClientRect();
        if (pictures.some((p) => overlaps(box, p)) && !marked.has(heading)) marked.set(heading, 'heading over a picture');
      }
      for (const slide of root.querySelectorAll('[aria-roledescription="slide"]')) {
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
    { unjudged, attr: PROBE, carousel },
  );
}

/**
 * Reads how each probe's text is drawn, then makes the text of every probe transparent at once
 * (and the underline an ancestor link draws under it), so that what is captured is what is
 * painted behind the text.
 */
async function hideProbeTexts(page: Page): Promise<ProbeLook[]> {
  return page.evaluate((attr) => {
    const probes = [...document.querySelectorAll<HTMLElement>(`[${attr}]`)].sort((a, b) => Number(a.getAttribute(attr)) - Number(b.getAttribute(attr)));
    // All read before any is hidden: a computed style is live, and a probe may hold another.
    const looks = probes.map((el) => {
      const style = getComputedStyle(el);
      return {
        color: style.color,
        fontSize: parseFloat(style.fontSize),
        fontWeight: parseFloat(style.fontWeight),
        text: (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60),
        reason: el.getAttribute(`${attr}-reason`) ?? '',
      };
    });
    // No transition: the colour changes at once, both ways (a colour transition would leave the
    // text half drawn in the capture, or a later check reading a colour on its way back).
    for (const el of probes) {
      for (let up = el.parentElement; up; up = up.parentElement) {
        up.style.setProperty('transition', 'none', 'important');
        up.style.setProperty('text-decoration-color', 'transparent', 'important');
      }
      for (const node of [el, ...el.querySelectorAll<HTMLElement>('*')]) {
        node.style.setProperty('transition', 'none', 'important');
        for (const prop of ['color', '-webkit-text-fill-color', 'text-decoration-color']) node.style.setProperty(prop, 'transparent', 'important');
        node.style.setProperty('text-shadow', 'none', 'important');
      }
    }
    return looks;
  }, PROBE);
}

async function restoreProbeTexts(page: Page) {
  await page.evaluate((attr) => {
    const nodes = new Set<HTMLElement>();
    const ancestors = new Set<HTMLElement>();
    for (const el of document.querySelectorAll<HTMLElement>(`[${attr}]`)) {
      for (let up = el.parentElement; up; up = up.parentElement) ancestors.add(up);
      for (const node of [el, ...el.querySelectorAll<HTMLElement>('*')]) nodes.add(node);
    }
    for (const up of ancestors) up.style.removeProperty('text-decoration-color');
    for (const node of nodes) {
      for (const prop of ['color', '-webkit-text-fill-color', 'text-decoration-color', 'text-shadow']) node.style.removeProperty(prop);
    }
    // Settle the restored colours before transitions come back.
    for (const node of [...nodes, ...ancestors]) void getComputedStyle(node).color;
    for (const node of [...nodes, ...ancestors]) node.style.removeProperty('transition');
  }, PROBE);
}

/**
 * Scrolls probe `index` to the middle of the window, waits for the pictures under the probes in
 * view, and returns the boxes of the text lines of each probe still to measure, and whether
 * anything is drawn over them.
 */
async function textLinesInView(page: Page, index: number, pending: number[]): Promise<Record<number, { rects: Rect[]; clear: boolean }>> {
  return page.evaluate(
    async ({ index, pending, attr }) => {
      const probe = (i: number) => document.querySelector(`[${attr}="${i}"]`) as HTMLElement;
      probe(index).scrollIntoView({ block: 'center', behavior: 'instant' });
      // Two frames: what the scroll shows or hides (the programme page's apply bar) has been drawn.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const inView = (r: DOMRect) => r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
      const boxes = pending.map((i) => probe(i).getBoundingClientRect()).filter(inView);
      await Promise.all(
        [...document.images]
          .filter((img) => { const r = img.getBoundingClientRect(); return boxes.some((box) => r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom); })
          .map((img) => (img.complete ? null : img.decode().catch(() => null))),
      );
      const lines: Record<number, { rects: Rect[]; clear: boolean }> = {};
      for (const i of pending) {
        const el = probe(i);
        const rects: Rect[] = [];
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
        // Nothing drawn over it here (a sticky header, a fixed bar): the middle of each line hits the probe.
        const clear = rects.every((r) => el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)));
        lines[i] = { rects, clear };
      }
      return lines;
    },
    { index, pending, attr: PROBE },
  );
}

/** The pixels of one rectangle of a raw capture, row by row. */
function pixelsOf(data: Buffer, info: { width: number; height: number; channels: number }, r: Rect): Buffer {
  const rows: Buffer[] = [];
  const width = Math.min(r.width, info.width - r.x);
  for (let y = r.y; y < Math.min(r.y + r.height, info.height); y += 1) {
    const start = (y * info.width + r.x) * info.channels;
    rows.push(data.subarray(start, start + width * info.channels));
  }
  return Buffer.concat(rows);
}

/** A text line's box in whole pixels, cut to the window. */
function inWindow(r: Rect, viewport: { width: number; height: number }): Rect {
  const x = Math.max(0, Math.floor(r.x));
  const y = Math.max(0, Math.floor(r.y));
  return { x, y, width: Math.min(viewport.width, Math.ceil(r.x + r.width)) - x, height: Math.min(viewport.height, Math.ceil(r.y + r.height)) - y };
}

/**
 * Measures every marked probe against the pixels painted behind it. All probe text is made
 * transparent; then, window by window, the first probe not yet measured is scrolled into view, the
 * box around the lines of every probe wholly in view is captured once, and each text colour is
 * compared with every pixel of each of its lines.
 */
async function measureMarkedProbes(page: Page, count: number): Promise<string[]> {
  if (count === 0) return [];
  const failures: string[] = [];
  const looks = await hideProbeTexts(page);
  try {
    const viewport = page.viewportSize() ?? { width: 1366, height: 768 };
    const within = (r: Rect) => r.x >= 0 && r.y >= 0 && r.x + r.width <= viewport.width && r.y + r.height <= viewport.height;
    let pending = looks.map((look, i) => ({ i, look }));
    for (let first = pending[0]; first; first = pending[0]) {
      const lines = await textLinesInView(page, first.i, pending.map((probe) => probe.i));
      const linesOf = (i: number) => lines[i]?.rects ?? [];
      // The first probe in any case (cut to the window if it is taller), the others if wholly in
      // view with nothing over them.
      const now = pending.filter((probe) => probe === first || (lines[probe.i]?.clear && linesOf(probe.i).length > 0 && linesOf(probe.i).every(within)));
      pending = pending.filter((probe) => !now.includes(probe));
      const shots = now
        .map(({ i, look }) => ({ look, fg: parseCssColor(look.color), rects: linesOf(i).map((r) => inWindow(r, viewport)).filter((r) => r.width > 0 && r.height > 0) }))
        .filter((shot) => shot.rects.length > 0 && shot.fg);
      if (shots.length === 0) continue;
      const all = shots.flatMap((shot) => shot.rects);
      const left = Math.min(...all.map((r) => r.x));
      const top = Math.min(...all.map((r) => r.y));
      const clip = { x: left, y: top, width: Math.max(...all.map((r) => r.x + r.width)) - left, height: Math.max(...all.map((r) => r.y + r.height)) - top };
      const png = await page.screenshot({ clip, animations: 'disabled', scale: 'css' });
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      for (const { look, fg, rects } of shots) {
        if (!fg) continue;
        let worst = Infinity;
        for (const r of rects) worst = Math.min(worst, worstContrast(fg, pixelsOf(data, info, { x: r.x - left, y: r.y - top, width: r.width, height: r.height }), info.channels));
        const required = requiredRatio(look.fontSize, look.fontWeight);
        if (worst < required) failures.push(`over pixels ${worst.toFixed(2)}:1 < ${required}:1 (${look.reason}) ${look.color} "${look.text}"`);
      }
    }
  } finally {
    await restoreProbeTexts(page);
  }
  return failures;
}

async function measureProbes(page: Page, unjudged: Unjudged[], carousel?: number): Promise<string[]> {
  return measureMarkedProbes(page, await markProbes(page, unjudged, carousel));
}

/** Shows each further slide of each carousel in turn (by its dot) and measures the text in it. */
async function measureCarouselSlides(page: Page): Promise<string[]> {
  const failures: string[] = [];
  const carousels = page.locator('[aria-roledescription="carousel"]');
  for (let c = 0; c < (await carousels.count()); c += 1) {
    const dots = carousels.nth(c).locator('button[aria-current="true"]').locator('xpath=..').locator('button');
    for (let d = 1; d < (await dots.count()); d += 1) {
      await dots.nth(d).click();
      for (const failure of await measureProbes(page, [], c)) failures.push(`slide ${d + 1}: ${failure}`);
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
  const results = await runAxe(page, { exclude: options.exclude });
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
