import { open } from 'node:fs/promises';

/** Writes a whole file and fsyncs it: on disk, not only in the page cache, when this resolves. */
export async function writeFileSynced(file: string, text: string): Promise<void> {
  const handle = await open(file, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Flushes a directory's entries to disk: after a file is created or renamed, its data may be
 * fsync'ed and still be missing after a power cut until the directory itself is.
 */
export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } catch (error) {
    // Some platforms and file systems cannot fsync a directory; there is nothing more to do there.
    if (!['EINVAL', 'EISDIR', 'EPERM', 'ENOTSUP'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    await handle.close();
  }
}
