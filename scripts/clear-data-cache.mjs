// `npm run build` starts from the CMS as it is now: Next's build reads data cached on disk by an
// earlier build or server (`.next/cache/fetch-cache`), which may come from another CMS, e.g. the
// fixture CMS of the tests, whose writes and fault injections would then ship in the pages.
import { rmSync } from 'node:fs';

rmSync('.next/cache/fetch-cache', { recursive: true, force: true });
