import { TESTIMONIAL_FULL_WIDTH_AT, TESTIMONIAL_TRUNCATE_AT } from '@/lib/constants';
import { htmlToText } from '@/lib/html/sanitize';
import { cutAt } from '@/lib/html/cut';

export interface TestimonialView {
  /** The whole text without tags. */
  text: string;
  /** The collapsed text (cut with an ellipsis), or null when the text is short enough. */
  collapsed: string | null;
  /** True when the content has no markup at all. */
  plainText: boolean;
  /** Spec: "A plain-text card over 500 characters spans the full width when expanded." */
  fullWidthWhenExpanded: boolean;
}

/** "Text over 268 characters is cut with an ellipsis and gets a read-more toggle." */
export function testimonialView(content: string): TestimonialView {
  const text = htmlToText(content);
  const plainText = !/<[a-z][^>]*>/i.test(content);
  return {
    text,
    collapsed: cutAt(text, TESTIMONIAL_TRUNCATE_AT),
    plainText,
    fullWidthWhenExpanded: plainText && text.length > TESTIMONIAL_FULL_WIDTH_AT,
  };
}
