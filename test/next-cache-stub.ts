/** Jest stand-in for next/cache: no data cache outside a Next server, so calls go straight through. */
export function unstable_cache<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  return fn;
}
export function revalidateTag(): void {}
export function revalidatePath(): void {}
export function updateTag(): void {}
