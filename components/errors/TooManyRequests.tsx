'use client';

import { Link } from '@/components/ui/Link';
import { useEffect, useState } from 'react';
import { RATE_LIMIT_COUNTDOWN_S } from '@/lib/constants';
import styles from './TooManyRequests.module.scss';

export interface TooManyRequestsTexts {
  title: string;
  text: string;
  countdown: string;
  available: string;
  refresh: string;
  hintsTitle: string;
  hintWait: string;
  hintVpn: string;
  hintContactBefore: string;
  hintContactLink: string;
  hintContactAfter: string;
}

/** 900 → '15:00', 65 → '1:05'. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const TITLE_ID = 'tmr-title';
/** What only this screen's HTML contains. */
const SCREEN_MARKER = `id="${TITLE_ID}"`;
const WARM_UP_TRIES = 5;
const WARM_UP_PAUSE_MS = 1000;

/**
 * This screen may itself be the cached copy of the page: the first request after the CMS
 * recovers still gets it while the server regenerates in the background. So ask for the page
 * (a few tries, a pause between them) and reload once the server answers with the page itself,
 * which the reload then shows. While it still answers with this screen (or fails), the page is
 * not back: no reload, which would only show this screen again. Resolves whether it reloaded.
 */
export async function reloadWhenReady(reload = () => window.location.reload(), pauseMs = WARM_UP_PAUSE_MS): Promise<boolean> {
  for (let attempt = 0; attempt < WARM_UP_TRIES; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => window.setTimeout(resolve, pauseMs));
    try {
      const response = await fetch(window.location.href, { cache: 'no-store' });
      if (response.ok && !(await response.text()).includes(SCREEN_MARKER)) {
        reload();
        return true;
      }
    } catch {
      // offline for a moment: try again
    }
  }
  return false;
}

/**
 * Spec: "Too-many-requests screen: countdown from 900 seconds shown as minutes:seconds; at zero it
 * shows that the page is now available and a refresh button that reloads the page." Hints: wait a
 * few minutes, use a VPN, contact us. `onReload` resolves whether it reloaded: when the page is
 * not back yet, the countdown starts again (as a reload into this screen would).
 */
export function TooManyRequests({
  texts,
  contactsHref,
  seconds = RATE_LIMIT_COUNTDOWN_S,
  onReload = () => reloadWhenReady(),
}: {
  texts: TooManyRequestsTexts;
  contactsHref: string;
  seconds?: number;
  onReload?: () => Promise<boolean>;
}) {
  const [left, setLeft] = useState(seconds);
  const [round, setRound] = useState(0);
  const [reloading, setReloading] = useState(false);
  const [before = '', after = ''] = texts.countdown.split('{time}');

  useEffect(() => {
    const end = Date.now() + seconds * 1000;
    const id = window.setInterval(() => {
      const remaining = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [seconds, round]);

  return (
    <section className={styles.screen} aria-labelledby={TITLE_ID} data-testid="too-many-requests">
      <p className={styles.code} aria-hidden="true">
        429
      </p>
      <h1 id={TITLE_ID} className={styles.title}>
        {texts.title}
      </h1>
      <p className={styles.text}>{texts.text}</p>
      {left > 0 ? (
        <p className={styles.countdown} role="timer" aria-live="off">
          {before}
          <span className={styles.time} data-testid="countdown">
            {formatCountdown(left)}
          </span>
          {after}
        </p>
      ) : (
        <div className={styles.ready} role="status">
          <p className={styles.available}>{texts.available}</p>
          <button
            type="button"
            className={styles.refresh}
            disabled={reloading}
            aria-busy={reloading}
            onClick={() => {
              setReloading(true);
              void onReload().then((reloaded) => {
                if (reloaded) return;
                setReloading(false);
                setLeft(seconds);
                setRound((count) => count + 1);
              });
            }}
          >
            {texts.refresh}
          </button>
        </div>
      )}
      <div className={styles.hints}>
        <h2 className={styles.hintsTitle}>{texts.hintsTitle}</h2>
        <ul>
          <li>{texts.hintWait}</li>
          <li>{texts.hintVpn}</li>
          <li>
            {texts.hintContactBefore}
            <Link href={contactsHref}>{texts.hintContactLink}</Link>
            {texts.hintContactAfter}
          </li>
        </ul>
      </div>
    </section>
  );
}
