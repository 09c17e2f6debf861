import { describe, expect, it } from '@jest/globals';
import { plainText } from './plain-text';

describe('plain text of content HTML (search excerpts are "plain text (tags stripped)")', () => {
  it('strips tags, keeps words apart across blocks, decodes entities and folds spaces', () => {
    expect(plainText('<h2>Title</h2><p>First&nbsp;line.</p><p>Second <strong>bold</strong> &amp; more&hellip;</p>')).toBe(
      'Title First line. Second bold & more…',
    );
    expect(plainText('a<br/>b<ul><li>c</li><li>d</li></ul>')).toBe('a b c d');
    expect(plainText('x<script>alert(1)</script><style>p{}</style>y<!-- note -->z')).toBe('x y z');
    expect(plainText('&#8217; &#x2019; &unknown; &lt;tag&gt;')).toBe('’ ’ &unknown; <tag>');
    expect(plainText('')).toBe('');
  });
});
