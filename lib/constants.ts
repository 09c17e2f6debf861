/** Every number the spec's constant tables name, in one place. */

export const LOCALES = ['uk', 'en'] as const;
/** Kyiv's offsets from UTC, in minutes: EET in winter, EEST in summer. */
export const KYIV_UTC_OFFSET_MINUTES = { winter: 120, summer: 180 } as const;
export const DEFAULT_LOCALE = 'uk';

export const RATE_LIMIT_COUNTDOWN_S = 900;
export const HERO_SLIDER_INTERVAL_MS = 6000;

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_LENGTH = 2;
/** Characters of a search query at most; the CMS refuses longer ones (400 query_too_long). */
export const SEARCH_MAX_LENGTH = 100;
/** Words of a search query that count, the first ones (the plugin's EOS_Search_Index::MAX_WORDS): each costs a pass over the index. */
export const SEARCH_MAX_WORDS = 8;
export const RECENT_SEARCHES_KEPT = 5;
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_PAGE_SIZE = 50;
export const SEARCH_MAX_PAGE_BUTTONS = 5;

export const NEWS_ON_HOME = 6;
export const NEWS_PER_PAGE_DEFAULT = 6;
export const NEWS_CARD_DESCRIPTION_CUT = 240;
export const AUTHOR_CATEGORIES = [274, 276] as const;
export const RELATED_NEWS_MAX = 3;
export const NEWS_FEED_SIZE = 20;

export const LIBRARY_PREVIEW = 4;
/** Resources per page of the library list. */
export const LIBRARY_PAGE_SIZE = 10;
export const HOME_TESTIMONIALS_MAX = 3;
export const TESTIMONIAL_TRUNCATE_AT = 268;
export const TESTIMONIAL_FULL_WIDTH_AT = 500;

export const READING_CHARS_PER_MINUTE = { en: 1200, uk: 1000 } as const;

export const LIGHTBOX_AUTOPLAY_MS = 3000;
export const LIGHTBOX_TICK_MS = 100;
export const SLIDESHOW_INTERVAL_MS = 3000;
export const APPLY_BAR_HIDE_OFFSET_PX = 100;
export const IMAGE_DESCRIPTION_MIN_LENGTH = 3; // "descriptions of 2 characters or fewer are ignored"

export const META_DESCRIPTION_PAGE_CUT = 155;
export const META_DESCRIPTION_ARTICLE_CUT = 160;

/** Programme card groups on the programmes page, by language. */
export const PROGRAM_GROUP_IDS = {
  uk: [
    [107, 111, 109],
    [113, 115],
    [118, 120],
  ],
  en: [
    [635, 637, 640],
    [594, 624],
    [630, 633],
  ],
} as const;
export const EXCLUDED_PROGRAM_CATEGORY_SLUGS = ['us-academic-uk', 'us-academic-en'] as const;

/** Part 2 constants. */
export const GALLERY_PAGE_SIZE = 16;
export const TEAM_GALLERY_PAGE_SIZE = 6;
export const TEAM_GALLERY_FIRST_VIEW = 3;
export const TIMELINE_CARD_SPACING_PX = 280;
export const TIMELINE_CARD_WIDTH_PX = 320;
export const TIMELINE_EXTRA_WIDTH_PX = 400;
export const TIMELINE_DRAG_FACTOR = 2;
export const TIMELINE_COLOURS = 4;
export const FAQ_REDIRECT_DELAY_MS = 2500;
export const LONG_TITLE_THRESHOLD = 42;
/** The FAQ categories (uk, en): their posts are the FAQ page's questions, never listed as news. */
export const FAQ_CATEGORIES = [260, 262] as const;
export const PROGRAM_CATEGORIES = [22, 45] as const;
export const NEWS_CATEGORIES = [3, 70] as const;
export const TEAM_EXCLUDED_CATEGORY = { en: 258, uk: 256 } as const;
export const EXPAND_THRESHOLD = 150;
export const POSITION_ORDER_FALLBACK = 999;
export const STORIES_PAGE_SIZE = -1;
/** Stories per page of the stories list (three rows of three). */
export const STORIES_LIST_PAGE_SIZE = 9;
export const STORY_EXCERPT_CUT = 300;
export const RENDER_EVENT_DELAY_MS = 500;
/** Items a page of a CMS list holds at most (docs/cms-contract/errors-and-paging.md#lists-a-page-at-a-time). */
export const CMS_LIST_PAGE_SIZE = 100;
/** Pages a getter reads at most to have a whole list: a CMS whose totals never end cannot loop it. */
export const CMS_LIST_MAX_PAGES = 50;
/**
 * The map of WordPress's old addresses (lib/old-addresses, docs/cms-contract/old-addresses.md),
 * which the proxy applies from a copy each instance keeps.
 */
export const OLD_ADDRESSES = {
  /** Pages of the map read at most (100 items, categories or feeds each). */
  maxPages: 500,
  /** A copy older than this is made again in the background, as every CMS answer is (REVALIDATE). */
  refreshAfterMs: 300_000,
  /** How often an instance asks Redis whether another one made a newer copy (REDIS_URL). */
  sharedCheckMs: 1_000,
  /** After a failed read of the map, the next waits this long: no visitor makes the site ask again sooner. */
  retryAfterMs: 30_000,
  /** How long an old address waits for a process's first copy before it is answered 503 with Retry-After. */
  firstCopyWaitMs: 5_000,
  /** Retry-After (seconds) of that 503. */
  retryAfterSeconds: 5,
  /** "Permanent redirects on the server" (Google's site-move guidance). */
  redirectStatus: 301,
} as const;
export const ALUMNI_FILTER_YEARS = [2018, 2019, 2020, 2021, 2022, 2023] as const;

/** Revalidate windows (seconds) for cached CMS data and pages. */
export const REVALIDATE = {
  shell: 300,
  lists: 300,
  pages: 300,
  articles: 300,
  search: 60,
} as const;
/**
 * The webhook invalidates its tags again this long after the call: a regeneration that was already
 * running when the office published may finish after the first pass with the old content.
 */
export const REVALIDATE_SETTLE_MS = 1_000;
/**
 * Webhook limits per client and minute: wrong secrets are few (guessing), authenticated calls
 * many (a bulk edit in WordPress publishes dozens of items at once).
 */
export const REVALIDATE_RATE_LIMIT = { wrongSecrets: 10, calls: 600, windowMs: 60_000 } as const;
export const CONTACT_LIMITS = { name: 200, email: 254, subject: 300, message: 5000, maxBodyBytes: 16 * 1024 } as const;
export const CONTACT_RATE_LIMIT = { attempts: 10, windowMs: 10 * 60 * 1000 } as const;
export const MESSAGE_ROWS = 6;
export const EXHIBITION_GALLERY_MAX_PAGES = 5;
/**
 * Newsletter sign-ups per visitor and window: the plugin's EOS_Newsletter_Limits (PER_VISITOR,
 * VISITOR_WINDOW_SECONDS), so the site stops a visitor first, with its own wait (issue 50: "The
 * site's own limiter and the plugin's agree"; lib/newsletter/limits.test.ts holds them equal).
 */
export const NEWSLETTER_RATE_LIMIT = { attempts: 5, windowMs: 60 * 60 * 1000, maxBodyBytes: 2 * 1024 } as const;
export const VIEW_REPEAT_WINDOW_MS = 10 * 60 * 1000;
/** Views one client may add across all articles per window (a reader opens a few; an office behind one address, more). */
export const VIEW_CLIENT_LIMIT = { views: 60, windowMs: 10 * 60 * 1000 } as const;
export const NEWS_STATIC_SLUGS_PER_LANG = 20;
/** Programmes prebuilt per language, the first of the catalogue; the others render on their first visit. */
export const PROGRAM_STATIC_SLUGS_PER_LANG = 20;
/**
 * Keys each rate limiter remembers at most (clients in one window; a busy day has a few thousand).
 * Past it, the window that ends soonest is given up. About 150 bytes a key (docs/security.md).
 */
export const RATE_LIMIT_CAPACITY = 20_000;
/**
 * Generated share images per client and window: every request, and renders of images not yet in
 * memory (a render costs ~100 ms of CPU). Crawlers fetch the few images pages link to.
 */
export const OG_RATE_LIMIT = { requests: 120, renders: 20, windowMs: 60_000 } as const;
/** Rendered share images kept in memory (an image is ~40-80 KB). */
export const OG_IMAGE_CACHE = { entries: 500, bytes: 32 * 1024 * 1024 } as const;

/** The office's own details where the settings (OFFICE_PHONE, OFFICE_ADDRESS, OFFICE_ADDRESS_UK) leave them unset. */
export const OFFICE_DEFAULTS = {
  phone: '+380 44 585 06 43',
  address: { en: '39–41 Khoryva St., office 4, Kyiv 04071, Ukraine', uk: 'вул. Хорива, 39–41, офіс 4, Київ, 04071' },
} as const;
