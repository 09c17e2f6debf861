/**
 * Completes a generic link label ("Learn more", from the CMS) with where the link goes, for screen
 * readers and search engines, without changing what is shown: the link's name becomes
 * "Learn more: {context}", which still starts with its visible text (WCAG 2.5.3).
 */
export function LinkContext({ children }: { children: string }) {
  return <span className="visually-hidden">: {children}</span>;
}
