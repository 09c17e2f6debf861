import { z } from 'zod';
import { wpId, wpIdList, wpImage, wpList, wpRequiredText, wpText } from './primitives';

/** Programme curator / coordinator card (part 1 §3, part 2 §3). */
export const curatorSchema = z.object({
  id: wpId,
  name: wpRequiredText,
  /** Spec: position defaults to 'Program Coordinator' (localised by the component). */
  position: wpText,
  image: wpImage,
  photo: wpImage,
  email: wpText,
  phone: wpText,
  office_hours: wpText,
});
export type Curator = z.infer<typeof curatorSchema>;
export const curatorsSchema = z.array(curatorSchema);

const teamMemberSchema = z.object({
  id: wpId,
  name: wpRequiredText,
  position: wpText,
  department: wpText,
  photo: wpImage,
  email: wpText,
  phone: wpText,
  office_hours: wpText,
  shortDescription: wpText,
  fullDescription: wpText,
  achievements: wpList(z.string()),
  /** Sort key; anything non-numeric sorts as 999 (part 2 §5), so keep the raw value. */
  position_order: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined ? '' : String(v))),
  categories: wpIdList,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamSchema = z.object({ team: z.array(teamMemberSchema) });
