/** The process's live memory (heap and buffers) after two full collections; needs NODE_OPTIONS=--expose-gc. */
export function liveBytes(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with NODE_OPTIONS=--expose-gc');
  gc();
  gc();
  return process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
}
