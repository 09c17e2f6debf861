import type { Page } from '@playwright/test';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * A strip of page background between a coloured band and the footer ("a light
 * strip about 60 px tall between the dark band before the footer and the dark footer").
 */
async function stripAboveFooter(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const footer = document.querySelector('body > footer');
    if (!footer) return ['no site footer'];
    window.scrollTo({ top: footer.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2, behavior: 'instant' });
    const top = footer.getBoundingClientRect().top;
    const painted = (el: Element) => !/rgba\(0, 0, 0, 0\)|transparent/.test(getComputedStyle(el).backgroundColor) || getComputedStyle(el).backgroundImage !== 'none';
    const paper = getComputedStyle(document.body).backgroundColor;
    for (let gap = 0; gap < 200 && top - gap - 1 > 0; gap += 1) {
      const band = document.elementsFromPoint(1, top - gap - 1).find(painted);
      if (!band || band === document.body || band === document.documentElement) continue;
      const coloured = getComputedStyle(band).backgroundColor !== paper || getComputedStyle(band).backgroundImage !== 'none';
      return coloured && gap > 0 ? [`a strip of ${gap} px of page background between ${band.tagName.toLowerCase()}.${band.className} and the footer`] : [];
    }
    return [];
  });
}

/**
 * Footer links that something floating covers while the visitor scrolls them into view (the
 * programme page's contents button did). Each row of links is brought to the bottom edge of the
 * window, where floating buttons sit, and each link in it is hit-tested at its start, middle and end.
 */
async function coveredFooterLinks(page: Page): Promise<string[]> {
  const failures = await page.evaluate(async () => {
    const links = [...document.querySelectorAll<HTMLElement>('body > footer a')];
    const rows = new Map<number, HTMLElement[]>();
    for (const link of links) {
      const bottom = Math.round(link.getBoundingClientRect().bottom + window.scrollY);
      const row = rows.get(bottom) ?? [];
      row.push(link);
      rows.set(bottom, row);
    }
    const covered: string[] = [];
    for (const [bottom, row] of rows) {
      window.scrollTo({ top: bottom - window.innerHeight + 4, behavior: 'instant' });
      // Two frames: what appears on scroll (a floating button) has been drawn.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (const link of row) {
        const r = link.getBoundingClientRect();
        const y = r.top + r.height / 2;
        for (const x of [r.left + 2, r.left + r.width / 2, r.right - 2]) {
          const hit = document.elementFromPoint(x, y);
          if (hit && !link.contains(hit)) {
            covered.push(`footer link "${link.innerText.trim() || link.getAttribute('aria-label')}" is covered by ${hit.tagName.toLowerCase()}.${hit.className}`);
            break;
          }
        }
      }
    }
    return covered;
  });
  await page.evaluate(nextFrame);
  return failures;
}

/**
 * Text cut off or spilling out of the box it sits in ("400,000+" cut to "400,0", "160+" out of
 * its card): a text line that reaches beyond the nearest ancestor that paints a box (background,
 * border) or clips its content, unless that ancestor scrolls or the text is truncated on purpose.
 */
async function escapingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const failures = new Set<string>();
    const paintsBox = (style: CSSStyleDeclaration) =>
      !/rgba\(0, 0, 0, 0\)|transparent/.test(style.backgroundColor) || parseFloat(style.borderLeftWidth) > 0 || parseFloat(style.borderTopWidth) > 0;
    const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (!text || !parent || !parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const own = parent.getBoundingClientRect();
      if (own.width <= 1 || own.height <= 1) continue; // visually hidden
      let box: Element | null = null;
      let skip = false;
      for (let el: Element | null = parent; el && el !== document.body; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') skip = true;
        if (/auto|scroll/.test(style.overflowX + style.overflowY)) skip = true;
        const r = el.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) skip = true; // a visually hidden container (honeypot fields)
        if (el !== parent && (paintsBox(style) || /hidden|clip/.test(style.overflowX))) {
          box = el;
          break;
        }
      }
      if (skip || !box) continue;
      const outer = box.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        const spill = Math.max(outer.left - r.left, r.right - outer.right);
        if (spill > 1) {
          failures.add(`"${text.slice(0, 40)}" reaches ${Math.round(spill)} px beyond its box ${box.tagName.toLowerCase()}.${box.className}`);
          break;
        }
      }
    }
    return [...failures];
  });
}

/**
 * A figure broken over two lines ("400 000+" on /uk, "1905–" / "1995" in a hero card): a text of
 * a description list's value, short and with a digit, drawn on more than one line.
 */
async function brokenFigures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const failures: string[] = [];
    for (const dd of document.querySelectorAll<HTMLElement>('main dd')) {
      if (!dd.checkVisibility()) continue;
      const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').trim();
        if (!text || text.length > 12 || !/\d/.test(text)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) failures.push(`the figure "${text}" is broken over ${lines.size} lines`);
      }
    }
    return failures;
  });
}

/** A page wider than the window (it scrolls sideways on a phone): the elements past its right edge. */
async function widerThanWindow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const past = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.checkVisibility())
      .slice(-3)
      .map((el) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`);
    return [`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window: ${past.join(', ')}`];
  });
}

/**
 * What looks broken on a page, measured: a page wider than the window, text out of its box, a
 * figure over two lines, a strip between the last band and the footer, and footer links under a
 * floating button. One line per failure.
 */
export async function layoutFailures(page: Page): Promise<string[]> {
  return [
    ...(await widerThanWindow(page)),
    ...(await escapingText(page)),
    ...(await brokenFigures(page)),
    ...(await stripAboveFooter(page)),
    ...(await coveredFooterLinks(page)),
  ];
}
