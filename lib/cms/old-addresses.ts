import { CMS_LIST_PAGE_SIZE, OLD_ADDRESSES } from '@/lib/constants';
import { everyItem } from './paging';
import { oldAddressesSchema, type OldAddressEntry } from './schemas';
import { cmsGet, ns } from './transport';

/**
 * Every page of `old-addresses` (docs/cms-contract/old-addresses.md): the whole map of WordPress's
 * addresses to the site's. Not a getter of content: nothing renders it and no data cache holds it;
 * its one reader, the proxy's copy (lib/old-addresses/copy.ts), keeps its last good copy when this
 * throws (CmsError) and reads it again only on the webhook or after REVALIDATE's window.
 */
export function readOldAddresses(maxPages: number = OLD_ADDRESSES.maxPages): Promise<OldAddressEntry[]> {
  return everyItem(async (page) => {
    const answer = await cmsGet(oldAddressesSchema, ns('old-addresses'), { page, per_page: CMS_LIST_PAGE_SIZE });
    return { ...answer, data: answer.data.addresses };
  }, maxPages);
}
