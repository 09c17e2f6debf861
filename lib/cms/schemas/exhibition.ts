import { z } from 'zod';
import { person } from './fields';
import { wpBool, wpId, wpImage, wpList, wpNumber, wpRequiredText, wpText } from './primitives';

const authorSchema = z.object({
  ...person,
  avatar: wpImage,
  shortInfo: wpText,
  permalink: wpText,
});
export type Author = z.infer<typeof authorSchema>;
export const authorsSchema = z.array(authorSchema);

const timelineEventSchema = z.object({
  id: wpId,
  date: wpText,
  title: wpRequiredText,
  description: wpText,
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;
export const timelineEventsSchema = z.array(timelineEventSchema);

/** Gallery image: src or image, shortDescription or location_date (part 2 §3). */
const galleryImageSchema = z
  .object({
    id: wpId,
    src: wpImage,
    image: wpImage,
    title: wpText,
    shortDescription: wpText,
    location_date: wpText,
    fullDescription: wpText,
    photographer: wpText,
  })
  .transform(({ src, image, shortDescription, location_date, ...rest }) => ({
    ...rest,
    src: src ?? image,
    shortDescription: shortDescription || location_date,
  }));
export type GalleryImage = z.infer<typeof galleryImageSchema>;

const paginationSchema = z.object({
  page: wpNumber,
  per_page: wpNumber,
  total: wpNumber.optional(),
  has_more: wpBool,
});

export const photoGallerySchema = z.object({
  items: wpList(galleryImageSchema),
  pagination: paginationSchema,
});
export type PhotoGallery = z.infer<typeof photoGallerySchema>;
