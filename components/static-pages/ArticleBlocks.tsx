import Image from 'next/image';
import type { ArticleBlock } from '@/lib/static-pages/article';
import type { BlockComponents } from './blocks';
import shared from './StaticPages.module.scss';
import styles from './CustomArticle.module.scss';
import { PullQuote } from './TextParts';

type Of<T extends ArticleBlock['type']> = { block: Extract<ArticleBlock, { type: T }> };

function TextBlock({ block }: Of<'text'>) {
  return (
    <>
      {block.heading && <h2>{block.heading}</h2>}
      {block.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </>
  );
}

function QuoteBlock({ block }: Of<'quote'>) {
  return <PullQuote text={block.text} cite={block.cite} />;
}

function ImageBlock({ block }: Of<'image'>) {
  return (
    <figure className={styles.articleFigure}>
      <div className={styles.articleImage}>
        <Image src={block.src} alt={block.alt} fill sizes="(min-width: 1024px) 720px, 100vw" className={shared.cover} />
      </div>
      <figcaption>{block.caption}</figcaption>
    </figure>
  );
}

/** "text, quote, image with caption" blocks. */
export const ARTICLE_BLOCKS: BlockComponents<ArticleBlock> = { text: TextBlock, quote: QuoteBlock, image: ImageBlock };
