import { describe, expect, it } from '@jest/globals';
import { CONFIRM_TOKEN, confirmResult, toConfirmResult } from './confirm-result';

describe('the confirmation page’s result', () => {
  it('is done when the CMS confirmed, already when the link was used before', () => {
    expect(confirmResult(200, { success: true, confirmed: true, already_confirmed: false })).toBe('done');
    expect(confirmResult(200, { success: true, confirmed: false, already_confirmed: true })).toBe('already');
  });

  it('is invalid for a token the CMS refuses (unknown or expired), failed for anything else', () => {
    expect(confirmResult(400, null)).toBe('invalid');
    expect(confirmResult(429, null)).toBe('failed');
    expect(confirmResult(502, null)).toBe('failed');
  });

  it('reads only its own values from the query', () => {
    expect(toConfirmResult('done')).toBe('done');
    expect(toConfirmResult('invalid')).toBe('invalid');
    expect(toConfirmResult('<script>')).toBeNull();
    expect(toConfirmResult(['done'])).toBeNull();
    expect(toConfirmResult(undefined)).toBeNull();
  });

  it('knows a token by its shape: 43 base64url characters', () => {
    expect(CONFIRM_TOKEN.test('3LJU62qcc0kVOocEDsFABjZ1B7dOHf2WNMLRlFYesVk')).toBe(true);
    expect(CONFIRM_TOKEN.test('3LJU62qcc0kVOocEDsFABjZ1B7dOHf2WNMLRlFYesV')).toBe(false);
    expect(CONFIRM_TOKEN.test('3LJU62qcc0kVOocEDsFABjZ1B7dOHf2WNMLRlFYes+k')).toBe(false);
  });
});
