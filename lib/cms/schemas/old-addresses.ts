import { z } from 'zod';

/** An address as the map writes it: a path of WordPress's host, with its query, at most this long. */
const address = z.string().trim().min(1).max(2000).startsWith('/');

/**
 * One item of `old-addresses`: the addresses WordPress answered for it (`from`: now; `old`: under
 * its old slugs and dates, which give way to any item's address now) and its address on the site
 * (`to`: a path of the site, or a file's URL on WordPress).
 */
export const oldAddressEntrySchema = z.object({
  from: z.array(address).max(50),
  old: z.array(address).max(50).nullish().transform((v) => v ?? []),
  to: z.string().trim().min(1).max(2000),
});
export type OldAddressEntry = z.infer<typeof oldAddressEntrySchema>;

/** `old-addresses?page=N&per_page=M`: one page of the map of WordPress's addresses to the site's. */
export const oldAddressesSchema = z.object({ addresses: z.array(oldAddressEntrySchema).max(100) });
