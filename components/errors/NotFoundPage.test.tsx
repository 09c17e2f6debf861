import { describe, expect, it } from '@jest/globals';
import { renderToReadableStream } from 'react-dom/server.edge';
import { NotFoundPage } from './NotFoundPage';

/**
 * The not-found screen is the page's own content, so the server HTML has it; the
 * 404 signal (`notFound()`) is thrown only inside its own Suspense boundary, where the server
 * catches it (Next sets the status from it) without losing anything around it.
 */

async function serverHtml(element: React.ReactElement): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(element, { onError: (error) => void errors.push(error) });
  await stream.allReady;
  return { html: await new Response(stream).text(), errors };
}

describe('NotFoundPage', () => {
  it('renders the screen in the server HTML, and signals 404 from inside a boundary', async () => {
    const { html, errors } = await serverHtml(<NotFoundPage lang="en" kind="news" />);
    expect(html).toMatch(/<h1[^>]*>News not found<\/h1>/);
    expect(html).toContain('href="/en/news"');
    expect(errors).toEqual([expect.objectContaining({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' })]);
  });

  it('speaks the path language: the generic screen in Ukrainian links home and offers Go Back', async () => {
    const { html } = await serverHtml(<NotFoundPage lang="uk" />);
    expect(html).toMatch(/<h1[^>]*>Сторінку не знайдено<\/h1>/);
    expect(html).toContain('href="/uk"');
    expect(html).toMatch(/<button[^>]*>Назад<\/button>/);
  });
});
