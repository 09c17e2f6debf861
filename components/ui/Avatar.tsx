import Image from 'next/image';
import type { CSSProperties } from 'react';
import styles from './Avatar.module.scss';

/** A person's round photo, or the first letter of the name where there is none. */
export function Avatar({ photo, name, size, alt = '', testId }: { photo: string | null; name: string; size: number; alt?: string; testId?: string }) {
  const style = { '--avatar-size': `${size}px` } as CSSProperties;
  if (photo) return <Image className={styles.avatar} style={style} src={photo} alt={alt} width={size} height={size} />;
  return (
    <span className={`${styles.avatar} ${styles.initial}`} style={style} aria-hidden="true" data-testid={testId}>
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
