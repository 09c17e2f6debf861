import { config } from '../config';
import { contentSource, contentSourceMismatch } from './content-source';

/** Stops a server whose build was rendered from other content than it is set to read. */
export function refuseBuildFromOtherContent(builtFrom: string | undefined): void {
  const mismatch = contentSourceMismatch(builtFrom, contentSource(config.cmsApiUrl));
  if (!mismatch) return;
  console.error(mismatch);
  process.exit(1);
}
