/**
 * What a newsletter link's page (confirm, unsubscribe) tells the visitor after the site asked the
 * CMS, also its `?result=`: `done`, the link's own outcome when the CMS took the token but had
 * nothing to do (`already` confirmed, `not-subscribed`), `invalid` for a token it refused (400),
 * else `failed`.
 */
export type LinkResult<Idle extends string> = 'done' | Idle | 'invalid' | 'failed';

/** The result of the CMS's answer: `done` says whether it acted on the token. */
export function linkResult<Idle extends string>(status: number, answer: { success: boolean; done: boolean } | null, idle: Idle): LinkResult<Idle> {
  if (answer?.success) return answer.done ? 'done' : idle;
  return status === 400 ? 'invalid' : 'failed';
}

/** The page's `?result=`, when it is one of its results. */
export function readLinkResult<Idle extends string>(value: string | string[] | undefined, idle: Idle): LinkResult<Idle> | null {
  const results: readonly LinkResult<Idle>[] = ['done', idle, 'invalid', 'failed'];
  return results.find((r) => r === value) ?? null;
}
