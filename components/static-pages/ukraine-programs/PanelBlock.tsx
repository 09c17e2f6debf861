import type { ReactNode } from 'react';
import styles from './Panels.module.scss';

/** A titled block of a tab panel; `anchor` makes it a link target (#apply). */
export function PanelBlock({ id, title, anchor, children }: { id: string; title: string; anchor?: string; children: ReactNode }) {
  return (
    <section className={styles.block} aria-labelledby={id} id={anchor}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Cards of a title and a sentence, in a grid of `columns`. */
export function TextCards({ items, columns }: { items: { title: string; text: string }[]; columns: 3 | 4 }) {
  return (
    <ul className={columns === 4 ? styles.grid4 : styles.grid3}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
