import { draftMode } from 'next/headers';

/**
 * True while the office previews drafts (Next's draft mode, turned on by /api/preview). Outside
 * a request (static generation, tests) there is no draft mode.
 */
export async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}
