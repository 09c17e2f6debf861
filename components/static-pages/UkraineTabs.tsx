'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { decodeParam } from '@/lib/http/decode-param';
import { tabFromHash, tabIndexForKey } from '@/components/ui/tab-keys';
import { UKRAINE_TABS, type UkraineTab } from '@/lib/static-pages/ukraine-tabs';
import styles from './UkrainePrograms.module.scss';

/**
 * A sticky tab bar switching in place, one active tab at a time (default
 * overview). Real ARIA tabs with roving tabindex and automatic activation; the active tab is kept
 * in the address hash, so a link can open one. A hash naming an element inside a panel (such as
 * #apply) opens the panel that holds it and scrolls to it.
 */
export function UkraineTabs({
  label,
  tabLabels,
  panels,
}: {
  label: string;
  tabLabels: Record<UkraineTab, string>;
  panels: Record<UkraineTab, ReactNode>;
}) {
  const [active, setActive] = useState<UkraineTab>('overview');
  const tabRefs = useRef<Partial<Record<UkraineTab, HTMLButtonElement | null>>>({});
  const barRef = useRef<HTMLDivElement>(null);

  const followHash = useCallback(() => {
    const hash = window.location.hash;
    const tab = tabFromHash(hash, UKRAINE_TABS);
    if (tab) {
      setActive(tab);
      barRef.current?.scrollIntoView({ block: 'start' });
      return;
    }
    const id = decodeParam(hash.replace(/^#/, ''));
    const target = id ? document.getElementById(id) : null;
    const panel = target?.closest<HTMLElement>('[role="tabpanel"]');
    const owner = panel ? tabFromHash(panel.dataset.tab ?? '', UKRAINE_TABS) : null;
    if (owner && target) {
      setActive(owner);
      requestAnimationFrame(() => target.scrollIntoView({ block: 'start' }));
    }
  }, []);

  useEffect(() => {
    // The page is static: the hash is only known in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the address once on load
    followHash();
    window.addEventListener('hashchange', followHash);
    return () => window.removeEventListener('hashchange', followHash);
  }, [followHash]);

  const select = (tab: UkraineTab, focus: boolean) => {
    setActive(tab);
    const url = new URL(window.location.href);
    url.hash = tab === 'overview' ? '' : tab;
    window.history.replaceState(window.history.state, '', url.toString().replace(/#$/, ''));
    if (focus) tabRefs.current[tab]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabIndexForKey(event.key, UKRAINE_TABS.indexOf(active), UKRAINE_TABS.length);
    if (index === null) return;
    const tab = UKRAINE_TABS[index];
    if (!tab) return;
    event.preventDefault();
    select(tab, true);
  };

  return (
    <div className={styles.tabs}>
      <div ref={barRef} className={styles.tabBar}>
        <div className={styles.tabList} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
          {UKRAINE_TABS.map((tab) => (
            <button
              key={tab}
              ref={(node) => {
                tabRefs.current[tab] = node;
              }}
              type="button"
              role="tab"
              id={`tab-${tab}`}
              aria-controls={`panel-${tab}`}
              aria-selected={tab === active}
              tabIndex={tab === active ? 0 : -1}
              className={styles.tab}
              onClick={() => select(tab, false)}
            >
              {tabLabels[tab]}
            </button>
          ))}
        </div>
      </div>
      {UKRAINE_TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`panel-${tab}`}
          aria-labelledby={`tab-${tab}`}
          data-tab={tab}
          hidden={tab !== active}
          tabIndex={0}
          className={styles.panel}
        >
          {panels[tab]}
        </div>
      ))}
    </div>
  );
}
