import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import type { ImpactContent } from '@/lib/static-pages/impact';
import { Block } from './blocks';
import { IMPACT_BLOCKS } from './ImpactBlocks';
import { ImpactStory } from './ImpactStory';

/** Program Impact page (hard-coded). */
export function ImpactPageView({ content }: { content: ImpactContent }) {
  return (
    <>
      <PageHero title={content.title} description={content.subtitle} stats={content.figures} />
      <ImpactStory story={content.story} />
      {content.blocks.map((block, i) => (
        <Section key={block.type} id={`impact-${block.type}`} title={block.title} tone={i % 2 === 0 ? 'tinted' : 'plain'} block={block.type}>
          <Block block={block} components={IMPACT_BLOCKS} />
        </Section>
      ))}
    </>
  );
}
