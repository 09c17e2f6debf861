import type { SeoRecord } from '@/lib/cms/schemas';
import { config } from '@/lib/config';
import { LOCALES } from '@/lib/constants';
import { htmlToText } from '@/lib/html/sanitize';
import type { PageSeo } from './metadata';
import { siteCanonical } from '../cms/rules/site-canonical';

/** A variable of Yoast SEO (`%%title%%`) or Rank Math (`%title%`, `%customfield(x)%`) that the CMS left unresolved. */
const STORED_VARIABLE = /%%[\p{L}\p{N}_-]+%%|%[a-z][\w-]*(?:\([^)%]*\))?%/giu;
/** A separator between the parts of a stored title (`Title | Site`), spaces on both sides. */
const TITLE_SEPARATOR = /\s+[|–—:·•~«»<>*⋆-]\s+/u;

/** Text of a stored value: no markup, and no variable a CMS left raw (a visitor never sees `%%sep%%`). */
function storedText(value: string): string {
  return htmlToText(value.replace(STORED_VARIABLE, ' '))
    .replace(/^[\s|–—:·•~«»<>*⋆-]+|[\s|–—:·•~«»<>*⋆-]+$/gu, '')
    .replace(/\s+/g, ' ');
}

/** Whether a part of a title names the programme in either language ("Fulbright Ukraine", "Фулбрайт в Україні"). */
const namesTheSite = (part: string): boolean => LOCALES.some((lang) => part.toLocaleLowerCase(lang).includes(config.product[lang].toLocaleLowerCase(lang)));

/**
 * A stored title as the page's own title. The site appends ` | {site name}` to every title, so a
 * last part that names the programme ("… | Fulbright Ukraine", as SEO plugins' templates end) is
 * left out rather than shown twice.
 */
export function storedTitle(value: string): string {
  const text = storedText(value);
  const parts = text.split(TITLE_SEPARATOR);
  const last = parts.at(-1);
  if (parts.length < 2 || last === undefined || !namesTheSite(last)) return text;
  const cut = text.lastIndexOf(last);
  return storedText(text.slice(0, cut));
}

/**
 * A page's head with what the office stored for the item (title, description, canonical, the
 * time it changed, noindex); each field the record leaves empty keeps the page's own.
 */
export function withStoredSeo(seo: PageSeo, record: SeoRecord | null): PageSeo {
  if (!record) return seo;
  return {
    ...seo,
    title: storedTitle(record.title) || seo.title,
    description: storedText(record.description) || seo.description,
    canonical: siteCanonical(record.canonical) ?? seo.canonical,
    modifiedTime: record.modified_time || seo.modifiedTime,
    // "an item the office marked noindex" in Yoast SEO or Rank Math stays out of search engines (issue 50).
    noindex: record.noindex || seo.noindex,
  };
}
