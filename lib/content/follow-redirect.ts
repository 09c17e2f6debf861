import { permanentRedirect, redirect } from 'next/navigation';
import type { Resolution } from './resolution';

type Redirect = Extract<Resolution<{ kind: 'redirect' }>, { to: string }>;

/** Sends the visitor on: 308 for an address that moved for good, 307 for a rule that may change. */
export function followRedirect(resolution: Redirect): never {
  return resolution.permanent ? permanentRedirect(resolution.to) : redirect(resolution.to);
}
