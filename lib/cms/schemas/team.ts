import { z } from 'zod';
import { person } from './fields';
import { wpIdList, wpImage, wpList, wpText } from './primitives';

/** How to reach a member of the office: the contact list of a curator's and a team member's card. */
const contactDetails = { email: wpText, phone: wpText, office_hours: wpText };

/** Programme curator / coordinator card (part 1 §3, part 2 §3). */
export const curatorSchema = z.object({
  ...person,
  /** Spec: position defaults to 'Program Coordinator' (localised by the component). */
  position: wpText,
  image: wpImage,
  photo: wpImage,
  ...contactDetails,
});
export type Curator = z.infer<typeof curatorSchema>;
export const curatorsSchema = z.array(curatorSchema);

const teamMemberSchema = z.object({
  ...person,
  position: wpText,
  department: wpText,
  photo: wpImage,
  ...contactDetails,
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
