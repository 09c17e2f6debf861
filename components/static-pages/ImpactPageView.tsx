import Image from 'next/image';
import { longFigure } from '@/components/ui/figure';
import { PageHero } from '@/components/ui/PageHero';
import type { ImpactBlock, ImpactContent, ImpactStorySection } from '@/lib/static-content/impact';
import styles from './StaticPages.module.scss';

/** Spec part 2 §2, "Program Impact page (hard-coded)". */
export function ImpactPageView({ content }: { content: ImpactContent }) {
  const { story } = content;
  return (
    <>
      <PageHero title={content.title} description={content.subtitle} stats={content.figures} />

      <section className={styles.section} aria-labelledby="impact-story">
        <div className={styles.inner}>
          <h2 id="impact-story" className={styles.sectionTitle}>
            {story.title}
          </h2>
          <div className={styles.storyGrid}>
            <figure className={styles.participant}>
              <div className={styles.participantPhoto}>
                <Image src={story.participant.image} alt={story.participant.name} fill sizes="160px" className={styles.cover} />
              </div>
              <figcaption>
                <strong>{story.participant.name}</strong>
                <span>{story.participant.role}</span>
              </figcaption>
              <blockquote className={styles.participantQuote}>
                <p>“{story.participant.quote}”</p>
              </blockquote>
            </figure>
            <div className={styles.storySections}>
              {story.sections.map((section, i) => (
                <StorySection key={`${section.type}-${i}`} section={section} />
              ))}
            </div>
          </div>
        </div>
      </section>

      {content.blocks.map((block, i) => (
        <ImpactBlockView key={block.type} block={block} tinted={i % 2 === 0} />
      ))}
    </>
  );
}

function StorySection({ section }: { section: ImpactStorySection }) {
  switch (section.type) {
    case 'text':
      return (
        <div className={styles.storyText}>
          <h3>{section.title}</h3>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      );
    case 'gallery':
      return (
        <div>
          <h3>{section.title}</h3>
          <ul className={styles.storyGallery}>
            {section.images.map((image) => (
              <li key={image.src}>
                <Image src={image.src} alt={image.alt} fill sizes="(min-width: 768px) 20vw, 33vw" className={styles.cover} />
              </li>
            ))}
          </ul>
        </div>
      );
    case 'quote':
      return (
        <blockquote className={styles.pullQuote}>
          <p>“{section.quote}”</p>
          <footer>— {section.author}</footer>
        </blockquote>
      );
    case 'achievements':
      return (
        <div>
          <h3>{section.title}</h3>
          <ul className={styles.checkList}>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      );
  }
}

function BlockSection({ id, title, tinted, children }: { id: string; title: string; tinted: boolean; children: React.ReactNode }) {
  return (
    <section className={`${styles.section} ${tinted ? styles.tinted : ''}`} aria-labelledby={id} data-block={id.replace('impact-', '')}>
      <div className={styles.inner}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function ImpactBlockView({ block, tinted }: { block: ImpactBlock; tinted: boolean }) {
  const id = `impact-${block.type}`;
  switch (block.type) {
    case 'statistics':
      return (
        <BlockSection id={id} title={block.title} tinted={tinted}>
          <dl className={styles.figures}>
            {block.items.map((item) => (
              <div key={item.label} className={styles.figure}>
                <dt>{item.label}</dt>
                <dd>
                  <span className={styles.figureValue} data-long={longFigure(item.value)}>
                    {item.value}
                  </span>
                  <span className={styles.figureNote}>{item.description}</span>
                </dd>
              </div>
            ))}
          </dl>
        </BlockSection>
      );
    case 'timeline':
      return (
        <BlockSection id={id} title={block.title} tinted={tinted}>
          <ol className={styles.steps}>
            {block.events.map((event) => (
              <li key={event.year} className={styles.step}>
                <span className={styles.stepMark}>{event.year}</span>
                <h3>{event.title}</h3>
                <p>{event.description}</p>
              </li>
            ))}
          </ol>
        </BlockSection>
      );
    case 'research':
      return (
        <BlockSection id={id} title={block.title} tinted={tinted}>
          <ul className={styles.cardGrid}>
            {block.projects.map((project) => (
              <li key={project.title} className={styles.card}>
                <p className={styles.tag}>{project.field}</p>
                <h3>{project.title}</h3>
                <p>{project.description}</p>
              </li>
            ))}
          </ul>
        </BlockSection>
      );
    case 'testimonials':
      return (
        <BlockSection id={id} title={block.title} tinted={tinted}>
          <ul className={styles.cardGrid}>
            {block.items.map((item) => (
              <li key={item.author} className={styles.card}>
                <blockquote className={styles.cardQuote}>
                  <p>“{item.quote}”</p>
                  <footer>
                    <strong>{item.author}</strong>
                    <span>{item.role}</span>
                  </footer>
                </blockquote>
              </li>
            ))}
          </ul>
        </BlockSection>
      );
    case 'globalNetwork':
      return (
        <BlockSection id={id} title={block.title} tinted={tinted}>
          <p className={styles.lead}>{block.description}</p>
          <dl className={styles.figures}>
            {block.figures.map((figure) => (
              <div key={figure.label} className={styles.figure}>
                <dt>{figure.label}</dt>
                <dd>
                  <span className={styles.figureValue} data-long={longFigure(figure.value)}>
                    {figure.value}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </BlockSection>
      );
    case 'publications':
      return (
        <BlockSection id={id} title={block.title} tinted={tinted}>
          <ul className={styles.plainList}>
            {block.items.map((item) => (
              <li key={item.title}>
                <cite className={styles.pubTitle}>{item.title}</cite>
                <span className={styles.muted}>{`${item.authors} · ${item.venue}, ${item.year}`}</span>
              </li>
            ))}
          </ul>
        </BlockSection>
      );
    case 'mediaHighlights':
      return (
        <BlockSection id={id} title={block.title} tinted={tinted}>
          <ul className={styles.cardGrid}>
            {block.items.map((item) => (
              <li key={item.headline} className={styles.card}>
                <p className={styles.tag}>{item.outlet}</p>
                <h3>{item.headline}</h3>
                <p className={styles.muted}>{item.date}</p>
              </li>
            ))}
          </ul>
        </BlockSection>
      );
    case 'impactMetrics':
      return (
        <BlockSection id={id} title={block.title} tinted={tinted}>
          <ul className={styles.metrics}>
            {block.metrics.map((metric) => (
              <li key={metric.label}>
                <div className={styles.metricHead}>
                  <span>{metric.label}</span>
                  <strong>{metric.percent}%</strong>
                </div>
                <div className={styles.meter} aria-hidden="true">
                  <span style={{ width: `${metric.percent}%` }} />
                </div>
                <p className={styles.muted}>{metric.description}</p>
              </li>
            ))}
          </ul>
        </BlockSection>
      );
  }
}
