'use client';

import { useState } from 'react';
import { useListNavigation } from '@/lib/list-state/useListNavigation';
import { NO_STORY_FILTERS, STORIES_FILTERS } from '@/lib/stories/list-filters';
import type { Story } from '@/lib/stories/stories';
import { StoryCard, type StoryCardLabels } from './StoryCard';
import styles from './Stories.module.scss';

/** One page of story cards, one expanded at a time, or the spec's 'No stories found' with a reset. */
export function StoriesGrid({
  path,
  stories,
  labels,
}: {
  path: string;
  stories: Story[];
  labels: StoryCardLabels & { noStories: string; noStoriesHint: string; reset: string };
}) {
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const { go } = useListNavigation(path, STORIES_FILTERS, NO_STORY_FILTERS);
  if (stories.length === 0) {
    return (
      <div className={styles.empty} data-testid="stories-empty">
        <p className={styles.emptyTitle}>{labels.noStories}</p>
        <p>{labels.noStoriesHint}</p>
        <button type="button" className={styles.resetPrimary} onClick={() => go(NO_STORY_FILTERS)}>
          {labels.reset}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.grid}>
      {stories.map((story) => (
        <StoryCard
          key={story.id}
          story={story}
          expanded={expandedId === story.id}
          onToggle={() => setExpandedId((current) => (current === story.id ? null : story.id))}
          labels={labels}
        />
      ))}
    </div>
  );
}
