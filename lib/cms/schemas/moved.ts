import { z } from 'zod';
import { wpRequiredSlug } from './primitives';

/** The kinds of item whose old addresses `moved/{kind}/{slug}` knows. */
export const MOVED_KINDS = ['news', 'program', 'page'] as const;
export type MovedKind = (typeof MOVED_KINDS)[number];

/** `moved/{kind}/{slug}`: the current slug of the public item that had the slug asked for. */
export const movedItemSchema = z.object({ slug: wpRequiredSlug });
