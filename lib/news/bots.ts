/** User agents of crawlers, previewers and headless tools that must not count as readers. */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|skypeuripreview|lighthouse|pagespeed|phantomjs|python-requests|curl\/|wget\/|go-http-client|axios\/|node-fetch/i;

export function isBot(userAgent: string | null | undefined): boolean {
  const ua = (userAgent ?? '').trim();
  return ua === '' || BOT_PATTERN.test(ua);
}
