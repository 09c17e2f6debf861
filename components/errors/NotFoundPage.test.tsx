import { describe, expect, it } from '@jest/globals';
import { renderToReadableStream } from 'react-dom/server.edge';
import { notFoundTexts } from '@/lib/navigation/not-found';
import { NotFoundPage } from './NotFoundPage';
import { NotFoundView } from './NotFoundView';

/**
 * The not-found screen is the page's own content, so the server HTML has it; the
 * 404 signal (`notFound()`) is thrown only inside its own Suspense boundary, where the server
 * catches it (Next sets the status from it) without losing anything around it. The page loads the
 * screen through next/dynamic, which renders it on the server only inside Next: the screen in a
 * 404 page's HTML is checked by e2e/not-found.spec.ts, its texts here.
 */

async function serverHtml(element: React.ReactElement): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(element, { onError: (error) => void errors.push(error) });
  await stream.allReady;
  return { html: await new Response(stream).text(), errors };
}

describe('NotFoundPage', () => {
  it('signals 404 from inside a boundary of its own, which the server reports and renders around', async () => {
    const { html, errors } = await serverHtml(<NotFoundPage lang="en" kind="news" />);
    expect(html).toContain('<!--$!-->');
    expect(errors).toEqual([expect.objectContaining({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' })]);
  });
});

describe('NotFoundView', () => {
  it('an article that is not there: its heading and the way back to the news', async () => {
    const { html } = await serverHtml(<NotFoundView texts={notFoundTexts('en', 'news')} />);
    expect(html).toMatch(/<h1[^>]*>News not found<\/h1>/);
    expect(html).toContain('href="/en/news"');
  });

  it('speaks the path language: the generic screen in Ukrainian links home and offers Go Back', async () => {
    const { html } = await serverHtml(<NotFoundView texts={notFoundTexts('uk', 'page')} />);
    expect(html).toMatch(/<h1[^>]*>Сторінку не знайдено<\/h1>/);
    expect(html).toContain('href="/uk"');
    expect(html).toMatch(/<button[^>]*>Назад<\/button>/);
  });
});
