import { describe, expect, it } from '@jest/globals';
import { requestHeaders } from './transport';

/** What the site tells WordPress with each call (docs/cms-contract/README.md#conventions, "Requests from the site"). */
describe('requestHeaders', () => {
  it('marks every call as the site’s, so WordPress gives wp/v2/posts the contract’s shape to it only', () => {
    expect(requestHeaders({ method: 'GET', path: 'wp/v2/posts' }, 'w')).toEqual({ accept: 'application/json', 'x-site-request': '1' });
  });

  it('sends the write secret and the visitor with a write, never the secret with a read', () => {
    expect(requestHeaders({ method: 'POST', path: 'x/contact', body: {}, client: '203.0.113.5' }, 'the-secret')).toEqual({
      accept: 'application/json',
      'x-site-request': '1',
      'content-type': 'application/json',
      'x-write-secret': 'the-secret',
      'x-client-address': '203.0.113.5',
    });
    expect(requestHeaders({ method: 'GET', path: 'x/news' }, 'the-secret')['x-write-secret']).toBeUndefined();
    expect(requestHeaders({ method: 'POST', path: 'x/contact', body: {} }, undefined)['x-write-secret']).toBeUndefined();
  });

  it('sends a draft read’s preview token', () => {
    expect(requestHeaders({ method: 'GET', path: 'x/news/1', previewToken: '1.2.3.abc' }, 'w')['x-preview-token']).toBe('1.2.3.abc');
  });
});
