import { config } from '@/lib/config';
import type { ContentOrigins } from './content-urls';

/** The site's and WordPress's addresses as the settings give them (CMS_API_URL without `/wp-json`). */
export function configuredOrigins(): ContentOrigins {
  const cms = config.cmsApiUrl?.replace(/\/wp-json$/, '');
  return { site: config.siteUrl, ...(cms ? { cms } : {}) };
}
