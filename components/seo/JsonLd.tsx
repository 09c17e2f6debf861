import { jsonLdString } from '@/lib/seo/jsonld';

type Thing = Record<string, unknown> & { '@type': string };

/** Structured data for search engines, server-rendered into the page. */
export function JsonLd({ data }: { data: Thing | Thing[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />;
}
