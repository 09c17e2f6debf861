/**
 * Videos in CMS HTML play behind a facade of the site's own: the video's title and a play
 * control, with nothing requested from the video's host until the reader starts it (then the
 * player loads, youtube-nocookie or Vimeo with `dnt`, and plays). Without scripts the facade is a
 * link to the video on its host.
 */
export interface Video {
  provider: 'youtube' | 'vimeo';
  id: string;
  /** Vimeo's key of an unlisted video. */
  hash?: string;
}

export const PROVIDER_NAMES: Record<Video['provider'], string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

const YOUTUBE_PLAYER_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);

/** The video an embedded player's address plays, or null for any other address. */
export function videoOfPlayer(src: string): Video | null {
  let url: URL;
  try {
    url = new URL(src.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youtube = /^\/embed\/([\w-]{11})\/?$/.exec(url.pathname);
  if (YOUTUBE_PLAYER_HOSTS.has(url.hostname) && youtube?.[1]) return { provider: 'youtube', id: youtube[1] };
  const vimeo = /^\/video\/(\d+)\/?$/.exec(url.pathname);
  if (url.hostname === 'player.vimeo.com' && vimeo?.[1]) {
    const hash = url.searchParams.get('h') ?? '';
    return { provider: 'vimeo', id: vimeo[1], ...(/^[0-9a-f]+$/.test(hash) ? { hash } : {}) };
  }
  return null;
}

/** The player to load when the reader starts the video: it plays at once. */
export function playerUrl(video: Video): string {
  if (video.provider === 'youtube') return `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1`;
  const query = new URLSearchParams({ ...(video.hash ? { h: video.hash } : {}), dnt: '1', autoplay: '1' });
  return `https://player.vimeo.com/video/${video.id}?${query}`;
}

/** The video's page on its host: where the facade leads without scripts. */
export function watchUrl(video: Video): string {
  if (video.provider === 'youtube') return `https://www.youtube.com/watch?v=${video.id}`;
  return `https://vimeo.com/${video.id}${video.hash ? `/${video.hash}` : ''}`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface FacadeTexts {
  /** Before the title: "Play the video". */
  play: string;
  /** After it, where the video is: "on YouTube". */
  on: string;
  /** The title of a video whose host gave none: "A video". */
  untitled: string;
}

/**
 * The facade's HTML: a link to the video (a new tab without scripts), which VideoFacades turns
 * into the player on a click or Enter. `title` is plain text.
 */
export function facadeHtml(video: Video, title: string, texts: FacadeTexts): string {
  const provider = PROVIDER_NAMES[video.provider];
  const shown = title.trim() || texts.untitled;
  return (
    `<div class="cms-video" data-video-player="${escapeHtml(playerUrl(video))}" data-video-title="${escapeHtml(shown)}">` +
    `<a class="cms-video__start" href="${escapeHtml(watchUrl(video))}" target="_blank" rel="noopener noreferrer">` +
    '<span class="cms-video__play" aria-hidden="true"></span>' +
    `<span class="cms-video__action">${escapeHtml(texts.play)}</span> ` +
    `<span class="cms-video__title">${escapeHtml(shown)}</span> ` +
    `<span class="cms-video__provider">${escapeHtml(texts.on.replace('{provider}', provider))}</span>` +
    '</a></div>'
  );
}
