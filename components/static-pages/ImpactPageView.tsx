import { PageHero } from '@/components/ui/PageHero';
import type { ImpactContent } from '@/lib/static-content/impact';
import { Block } from './blocks';
import { IMPACT_BLOCKS } from './ImpactBlocks';
import { ImpactStory } from './ImpactStory';
import styles from './StaticPages.module.scss';

/** Spec part 2 §2, "Program Impact page (hard-coded)". */
export function ImpactPageView({ content }: { content: ImpactContent }) {
  return (
    <>
      <PageHero title={content.title} description={content.subtitle} stats={content.figures} />
      <ImpactStory story={content.story} />
      {content.blocks.map((block, i) => (
        <section
          key={block.type}
          className={`${styles.section} ${i % 2 === 0 ? styles.tinted : ''}`}
          aria-labelledby={`impact-${block.type}`}
          data-block={block.type}
        >
          <div className={styles.inner}>
            <h2 id={`impact-${block.type}`} className={styles.sectionTitle}>
              {block.title}
            </h2>
            <Block block={block} components={IMPACT_BLOCKS} />
          </div>
        </section>
      ))}
    </>
  );
}
