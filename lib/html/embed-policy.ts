/** What embedded players may do: run their own scripts on their own origin, play, go full screen. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox';
export const EMBED_ALLOW = 'autoplay; encrypted-media; fullscreen; picture-in-picture';
