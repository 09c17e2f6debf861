'use client';

import { Link } from '@/components/ui/Link';
import { useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';

/**
 * Back through the browser history; a link to `fallbackHref` when there is no history to go
 * back to (a page opened directly) or without JavaScript.
 */
export function BackButton({ label, fallbackHref, className }: { label: string; fallbackHref: string; className?: string }) {
  const router = useRouter();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (window.history.length > 1) {
      event.preventDefault();
      router.back();
    }
  }
  return (
    <Link href={fallbackHref} className={className} onClick={onClick} data-testid="back-button">
      <span aria-hidden="true">← </span>
      {label}
    </Link>
  );
}
