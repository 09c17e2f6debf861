import { describe, expect, it } from '@jest/globals';
import { decodeRecord, encodeRecord } from './value-codec.mjs';

describe('a cache record on disk', () => {
  it('keeps buffers and the map of segments as they were', () => {
    const record = {
      lastModified: 1,
      value: { kind: 'APP_PAGE', html: '<p>Новини</p>', rscData: Buffer.from([0, 255, 10]), segmentData: new Map([['/_tree', Buffer.from('дерево')]]), postponed: undefined },
    };
    const back = decodeRecord(encodeRecord(record));
    expect(back.value.html).toBe('<p>Новини</p>');
    expect([...back.value.rscData]).toEqual([0, 255, 10]);
    expect(back.value.segmentData.get('/_tree').toString()).toBe('дерево');
  });

  it('leaves ordinary objects that happen to have such a field alone', () => {
    expect(decodeRecord(encodeRecord({ $buffer: 'x', other: 1 }))).toEqual({ $buffer: 'x', other: 1 });
  });
});
