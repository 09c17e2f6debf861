import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { settleSection } from './sections';

describe('exhibition sections: "fetch errors: logged only" (spec part 2 §8)', () => {
  let errorSpy: jest.SpiedFunction<typeof console.error>;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorSpy.mockRestore());

  it('passes a good answer through without logging', async () => {
    await expect(settleSection('getAuthors', () => Promise.resolve([1, 2]), [])).resolves.toEqual([1, 2]);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('logs a rejected getter once and gives the section fallback', async () => {
    await expect(settleSection('getAuthors', () => Promise.reject(new Error('HTTP 500')), [])).resolves.toEqual([]);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]?.[0])).toContain('getAuthors');
  });

  it('also catches a getter that throws before returning a promise', async () => {
    await expect(
      settleSection<string | null>('getPhotoExhibitionPage', () => {
        throw new Error('boom');
      }, null),
    ).resolves.toBeNull();
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });
});
