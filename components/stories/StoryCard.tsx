'use client';

import { useId } from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { storyExcerpt, type Story } from '@/lib/stories/stories';
import styles from './Stories.module.scss';

export interface StoryCardLabels {
  readFull: string;
  showLess: string;
}

/** A card toggles collapsed or expanded; expanding widens it to the full grid row. */
export function StoryCard({
  story,
  expanded,
  onToggle,
  labels,
}: {
  story: Story;
  expanded: boolean;
  onToggle: () => void;
  labels: StoryCardLabels;
}) {
  const excerpt = storyExcerpt(story.text);
  const bodyId = useId();
  const meta = [story.position, story.institution].filter(Boolean).join(', ');
  return (
    <article className={`${styles.card} ${expanded ? styles.wide : ''}`} data-testid="story-card" data-expanded={excerpt ? expanded : undefined}>
      <header className={styles.cardHead}>
        <Avatar photo={story.photo} name={story.name} size={64} />
        <div>
          <h3 className={styles.name}>{story.name}</h3>
          {meta && <p className={styles.meta}>{meta}</p>}
        </div>
      </header>
      <p className={styles.tags}>
        <span className={styles.tag} data-testid="story-year">
          {story.year}
        </span>
        <span className={`${styles.tag} ${styles.programTag}`} data-testid="story-program">
          {story.program}
        </span>
      </p>
      <div id={bodyId} className={styles.body}>
        {excerpt && !expanded ? <p>{excerpt}</p> : <div className={styles.html} dangerouslySetInnerHTML={{ __html: story.html }} />}
      </div>
      {excerpt && (
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={bodyId} onClick={onToggle}>
          {expanded ? labels.showLess : labels.readFull}
          <span className="visually-hidden">{`: ${story.name}`}</span>
        </button>
      )}
    </article>
  );
}

