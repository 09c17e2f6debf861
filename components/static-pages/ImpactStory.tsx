import Image from 'next/image';
import { Section } from '@/components/ui/Section';
import type { ImpactContent, ImpactStorySection } from '@/lib/static-pages/impact';
import { Blocks, type BlockComponents } from './blocks';
import shared from './StaticPages.module.scss';
import styles from './Impact.module.scss';
import { CheckList, PullQuote } from './TextParts';

type Of<T extends ImpactStorySection['type']> = { block: Extract<ImpactStorySection, { type: T }> };

function StoryText({ block }: Of<'text'>) {
  return (
    <div className={styles.storyText}>
      <h3>{block.title}</h3>
      {block.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}

function StoryGallery({ block }: Of<'gallery'>) {
  return (
    <div>
      <h3>{block.title}</h3>
      <ul className={styles.storyGallery}>
        {block.images.map((image) => (
          <li key={image.src}>
            <Image src={image.src} alt={image.alt} fill sizes="(min-width: 768px) 20vw, 33vw" className={shared.cover} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function StoryQuote({ block }: Of<'quote'>) {
  return <PullQuote text={block.quote} cite={block.author} />;
}

function StoryAchievements({ block }: Of<'achievements'>) {
  return (
    <div>
      <h3>{block.title}</h3>
      <CheckList items={block.items} />
    </div>
  );
}

const STORY_SECTIONS: BlockComponents<ImpactStorySection> = {
  text: StoryText,
  gallery: StoryGallery,
  quote: StoryQuote,
  achievements: StoryAchievements,
};

/** "an impact story with participant image, quote and sections of types text, gallery, quote and achievements". */
export function ImpactStory({ story }: { story: ImpactContent['story'] }) {
  return (
    <Section id="impact-story" title={story.title}>
      <div className={styles.storyGrid}>
        <figure className={styles.participant}>
          <div className={styles.participantPhoto}>
            <Image src={story.participant.image} alt={story.participant.name} fill sizes="160px" className={shared.cover} />
          </div>
          <figcaption>
            <strong>{story.participant.name}</strong>
            <span>{story.participant.role}</span>
          </figcaption>
          <blockquote className={styles.participantQuote}>
            <p>“{story.participant.quote}”</p>
          </blockquote>
        </figure>
        <Blocks blocks={story.sections} components={STORY_SECTIONS} className={styles.storySections} />
      </div>
    </Section>
  );
}
