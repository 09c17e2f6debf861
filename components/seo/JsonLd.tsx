import { jsonLdString, type Thing } from '@/lib/seo/jsonld';

type JsonLdData = Thing | null | readonly (Thing | null)[];

const isThing = (thing: Thing | null): thing is Thing => thing !== null;

/** Structured data for search engines, server-rendered into the page; a null item is left out. */
export function JsonLd({ data }: { data: JsonLdData }) {
  const payload = isList(data) ? data.filter(isThing) : data;
  if (payload === null || (Array.isArray(payload) && payload.length === 0)) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(payload) }} />;
}

function isList(data: JsonLdData): data is readonly (Thing | null)[] {
  return Array.isArray(data);
}
