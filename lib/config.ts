import { z } from 'zod';
import { OFFICE_DEFAULTS } from './constants';

/**
 * Settings read from the environment once, validated. Nothing else reads process.env.
 * Every variable is documented in the README's configuration table.
 */
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const envSchema = z.object({
  CMS_API_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  CMS_NAMESPACE: optionalString,
  CMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  CMS_WRITE_SECRET: optionalString,
  // Test and development setups only: a WordPress on 127.0.0.1 or a private address.
  CMS_IMAGES_ALLOW_LOCAL_IP: z.preprocess(emptyToUndefined, z.enum(['0', '1']).default('0')),
  SITE_URL: z.preprocess(emptyToUndefined, z.string().url().default('http://localhost:3000')),
  PRODUCT_NAME: z.preprocess(emptyToUndefined, z.string().default('Fulbright')),
  PRODUCT_NAME_UK: z.preprocess(emptyToUndefined, z.string().default('Фулбрайт')),
  PRODUCT_SLUG: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^[a-z0-9-]+$/).default('fulbright'),
  ),
  FOUNDER_SLUG: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^[a-z0-9-]+$/).default('james-william-fulbright'),
  ),
  DEFAULT_CONTACT_EMAIL: z.preprocess(emptyToUndefined, z.string().email().default('info@fulbright.org.ua')),
  OFFICE_PHONE: z.preprocess(emptyToUndefined, z.string().regex(/^\+?[\d ()-]{6,}$/).default(OFFICE_DEFAULTS.phone)),
  OFFICE_ADDRESS: z.preprocess(emptyToUndefined, z.string().default(OFFICE_DEFAULTS.address.en)),
  OFFICE_ADDRESS_UK: z.preprocess(emptyToUndefined, z.string().default(OFFICE_DEFAULTS.address.uk)),
  REVALIDATE_SECRET: optionalString,
  PREVIEW_SECRET: optionalString,
  CONTENT_DIR: z.preprocess(emptyToUndefined, z.string().default('content')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('.data')),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z.enum(['0', '1', 'false', 'true']).default('0').transform((v) => v === '1' || v === 'true'),
  ),
  REDIS_URL: z.preprocess(emptyToUndefined, z.string().regex(/^rediss?:\/\/./, 'a redis:// or rediss:// URL').optional()),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

export type AppConfig = ReturnType<typeof readConfig>;

export function readConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.parse(env);
  return {
    cmsApiUrl: parsed.CMS_API_URL?.replace(/\/+$/, ''),
    cmsNamespace: parsed.CMS_NAMESPACE ?? `${parsed.PRODUCT_SLUG}-react/v1`,
    cmsTimeoutMs: parsed.CMS_TIMEOUT_MS,
    /** Sent with every write (newsletter, contact, views): WordPress accepts writes only with it. */
    cmsWriteSecret: parsed.CMS_WRITE_SECRET,
    /** next/image refuses loopback and private hosts unless this is on (never in production: it would let the optimiser reach the local network). */
    cmsImagesAllowLocalIp: parsed.CMS_IMAGES_ALLOW_LOCAL_IP === '1',
    siteUrl: parsed.SITE_URL.replace(/\/+$/, ''),
    /** False when SITE_URL was left unset and the localhost default applies. */
    siteUrlConfigured: emptyToUndefined(env.SITE_URL) !== undefined,
    product: { en: parsed.PRODUCT_NAME, uk: parsed.PRODUCT_NAME_UK, slug: parsed.PRODUCT_SLUG },
    /** The alumni page lives at /{lang}/{product}ers. */
    alumniSlug: `${parsed.PRODUCT_SLUG}ers`,
    founderSlug: parsed.FOUNDER_SLUG,
    defaultContactEmail: parsed.DEFAULT_CONTACT_EMAIL,
    /** The office's own details: shown wherever the CMS leaves a contact field empty. */
    office: {
      phone: parsed.OFFICE_PHONE,
      email: parsed.DEFAULT_CONTACT_EMAIL,
      address: { en: parsed.OFFICE_ADDRESS, uk: parsed.OFFICE_ADDRESS_UK },
    },
    revalidateSecret: parsed.REVALIDATE_SECRET,
    /** The embedded CMS's key for preview tokens (WordPress signs its own and never shares the key). */
    previewSecret: parsed.PREVIEW_SECRET,
    contentDir: parsed.CONTENT_DIR,
    dataDir: parsed.DATA_DIR,
    /** Forwarding headers (X-Forwarded-Host, X-Real-IP) come from our own reverse proxy. */
    trustProxy: parsed.TRUST_PROXY,
    /** Several instances share Next's cache and the rate limits through this Redis; unset, each keeps its own. */
    redisUrl: parsed.REDIS_URL,
    isProduction: parsed.NODE_ENV === 'production',
  };
}

export const config = readConfig();

/**
 * The warning `next build` and `next start` print in production when SITE_URL is unset: every
 * absolute address the site writes would name localhost. null when it is set.
 */
export function missingSiteUrlWarning(settings: AppConfig): string | null {
  if (settings.siteUrlConfigured) return null;
  const lines = [
    'WARNING: SITE_URL is not set.',
    'Canonical links, hreflang, the sitemap, the news feeds and share',
    `images will all point to ${settings.siteUrl}.`,
    'Set SITE_URL to the public origin (e.g. https://www.example.org)',
    'for both `next build` and `next start`.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '!'.repeat(width + 4);
  return ['', rule, ...lines.map((line) => `! ${line.padEnd(width)} !`), rule, ''].join('\n');
}
