/**
 * The RSC payload a page's HTML carries for the client router: the strings of its
 * `self.__next_f.push([1, "…"])` scripts, joined. Whatever a server component passes to a client
 * component is serialized here, on top of the rendered HTML.
 */
export function rscPayload(html: string): string {
  return [...html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)]
    .map((match) => JSON.parse(match[1] ?? '[]') as unknown[])
    .filter((chunk): chunk is [number, string] => typeof chunk[1] === 'string')
    .map((chunk) => chunk[1])
    .join('');
}
