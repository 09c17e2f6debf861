import { describe, expect, it } from '@jest/globals';
import { contentSource, contentSourceMismatch } from './content-source';

describe('the content a build was rendered from, checked when the server starts', () => {
  it('names the embedded content when CMS_API_URL is unset, a CMS when it is set', () => {
    expect(contentSource(undefined)).toBe('embedded');
    expect(contentSource('http://127.0.0.1:8080/wp-json')).toBe('cms');
  });

  it('refuses a build of the embedded content started against WordPress (the sample pictures on the WordPress site)', () => {
    const reason = contentSourceMismatch('embedded', 'cms');
    expect(reason).toContain('rendered from the embedded content');
    expect(reason).toContain('Build again with the same CMS_API_URL');
  });

  it('refuses a build from a CMS started on the embedded content', () => {
    expect(contentSourceMismatch('cms', 'embedded')).toContain('rendered from a CMS');
  });

  it('lets a server start on the content its build was rendered from, and a dev server that has no build', () => {
    expect(contentSourceMismatch('cms', 'cms')).toBeNull();
    expect(contentSourceMismatch('embedded', 'embedded')).toBeNull();
    expect(contentSourceMismatch(undefined, 'cms')).toBeNull();
  });
});
