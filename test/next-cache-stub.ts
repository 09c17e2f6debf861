/** Jest stand-in for next/cache: no data cache outside a Next server, so calls go straight through. */
export function unstable_cache<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  return fn;
}

/** Every revalidateTag call, for tests to read. */
export const revalidateTagCalls: unknown[][] = [];
export function revalidateTag(...args: unknown[]): void {
  revalidateTagCalls.push(args);
}
export function revalidatePath(): void {}
export function updateTag(): void {}
