/**
 * Which content a build's prerendered pages were rendered from. `next start` serves those pages
 * until they are revalidated, so a build made from the embedded content and started against a
 * CMS (or the other way round) shows the wrong site to every first visitor of each page: on
 * WordPress, the sample articles with their /images/news/… pictures, until the page regenerates.
 */
export type ContentSource = 'embedded' | 'cms';

export function contentSource(cmsApiUrl: string | undefined): ContentSource {
  return cmsApiUrl ? 'cms' : 'embedded';
}

/** Why this server must not serve this build, or null when the two agree. */
export function contentSourceMismatch(built: string | undefined, running: ContentSource): string | null {
  // A dev server compiles on request: nothing was prerendered before it started.
  if (built === undefined || built === '' || built === running) return null;
  const words = { embedded: 'the embedded content', cms: 'a CMS (CMS_API_URL)' } as Record<string, string>;
  return (
    `This build's pages were rendered from ${words[built] ?? built}, but the server is set to read ` +
    `${words[running]}: it would serve the other site's pages until each one is revalidated. ` +
    'Build again with the same CMS_API_URL as the server.'
  );
}
