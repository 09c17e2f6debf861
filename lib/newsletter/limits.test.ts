import { describe, expect, it } from '@jest/globals';
import { NEWSLETTER_RATE_LIMIT } from '@/lib/constants';
import { en } from '@/lib/i18n/dictionaries/en';
import { uk } from '@/lib/i18n/dictionaries/uk';
import { pluginConstant } from '@/test/support/plugin-constant';

/**
 * Issue 50: "Limit per visitor … say 5 confirmation mails per visitor an hour … The site's own
 * limiter and the plugin's agree." The site's /api/newsletter stops a visitor at the plugin's
 * numbers, so a visitor is told the site's wait, never refused by WordPress after the site let
 * them through.
 */
describe('the newsletter limits of the site and the WordPress plugin', () => {
  it('are the same number of sign-ups per visitor in the same window', () => {
    expect(NEWSLETTER_RATE_LIMIT.attempts).toBe(pluginConstant('newsletter-limits.php', 'PER_VISITOR'));
    expect(NEWSLETTER_RATE_LIMIT.windowMs).toBe(pluginConstant('newsletter-limits.php', 'VISITOR_WINDOW_SECONDS') * 1000);
  });

  it('are an hour, which the rate-limit message names in both languages', () => {
    expect(NEWSLETTER_RATE_LIMIT.windowMs).toBe(60 * 60 * 1000);
    expect(en.newsletter.rateLimit).toBe('Too many attempts. Please try again in an hour.');
    expect(uk.newsletter.rateLimit).toBe('Забагато спроб. Спробуйте ще раз за годину.');
  });
});
