import { IMAGE_DESCRIPTION_MIN_LENGTH } from '@/lib/constants';

/** Spec: "Image descriptions of 2 characters or fewer are ignored." */
export function meaningfulDescription(text: string | null | undefined): string {
  const trimmed = (text ?? '').trim();
  return trimmed.length >= IMAGE_DESCRIPTION_MIN_LENGTH ? trimmed : '';
}
