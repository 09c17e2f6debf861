'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';

/** Asks the server for the same search again (the failed answer was not kept). */
export function SearchRetry({ label, className }: { label: string; className?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button type="button" className={className} disabled={pending} onClick={() => startTransition(() => router.refresh())}>
      {label}
    </button>
  );
}
