import { expect, test } from '@playwright/test';
import { readContent } from '../test/support/content';
import { rscPayload } from '../test/support/rsc-payload';

/**
 * HTML weight: "Cut what is serialized twice: props passed to client components that
 * need only a few fields." The status badges, cards and apply buttons are client components; a
 * whole programme passed to them was written into the RSC payload once more (on a programme page
 * its full text). They get the five fields of the application window.
 */
interface Detail {
  slug: string;
  content: string;
  curator_id: number;
}

const FIELDS_NO_CLIENT_COMPONENT_NEEDS = ['"curator_id"', '"alternate_slug"', '"learnMoreLink"', '"modified"'];

for (const lang of ['uk', 'en'] as const) {
  const programme = readContent<Detail[]>(lang, 'program-details.json')[0];
  const pages = ['', '/programs', `/programs/${programme?.slug}`];

  for (const page of pages) {
    test(`/${lang}${page}: the RSC payload carries no programme field that no client component needs`, async ({ request }) => {
      const response = await request.get(`/${lang}${page}`);
      expect(response.status()).toBe(200);
      const payload = rscPayload(await response.text());
      expect(payload.length).toBeGreaterThan(1000);
      for (const field of FIELDS_NO_CLIENT_COMPONENT_NEEDS) expect(payload, field).not.toContain(field);
    });
  }

  test(`/${lang}/programs/${programme?.slug}: the programme's text is in the payload once, as rendered HTML`, async ({ request }) => {
    const html = await (await request.get(`/${lang}/programs/${programme?.slug}`)).text();
    const sentence = (programme?.content ?? '').replace(/<[^>]+>/g, ' ').trim().split(/[.!?]/)[0]?.trim().slice(0, 60) ?? '';
    expect(sentence.length).toBeGreaterThan(20);
    expect(rscPayload(html).split(sentence).length - 1).toBe(1);
  });
}

/**
 * Next renders the language layout twice per page, around the page and around the layout's
 * not-found boundary, and both go into the RSC payload: the header's menu and the footer were
 * written there twice on every page. Each is one element per request now, serialized once.
 */
for (const path of ['/uk', '/en/news', '/uk/library']) {
  test(`${path}: the header's brand and menu and the footer are in the RSC payload once`, async ({ request }) => {
    const payload = rscPayload(await (await request.get(path)).text());
    expect(payload.split('"data-testid":"site-brand"').length - 1).toBe(1);
    expect(payload.split('"aria-labelledby":"footer-about"').length - 1).toBe(1);
  });
}

/**
 * The home's fourteen status badges take the two texts a badge shows (the status names and its
 * title's template), not the programme status dictionary: its deadline, apply and button words were
 * written into the home's payload with every badge.
 */
for (const lang of ['uk', 'en'] as const) {
  test(`/${lang}: the status badges carry the words they show and no other status texts`, async ({ request }) => {
    const payload = rscPayload(await (await request.get(`/${lang}`)).text());
    expect(payload).toContain('"statusLabel"');
    for (const key of ['"applicationDeadline"', '"submissionsStart"', '"opensInNewTab"', '"comingSoon"']) expect(payload, key).not.toContain(key);
  });
}
