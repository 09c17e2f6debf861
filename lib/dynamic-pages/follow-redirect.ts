import { permanentRedirect, redirect } from 'next/navigation';
import type { Redirect } from '@/lib/cms/fallback';

/** Sends the visitor on: 308 for an address that moved for good, 307 for a rule that may change. */
export function followRedirect(resolution: Redirect): never {
  return resolution.permanent ? permanentRedirect(resolution.to) : redirect(resolution.to);
}
