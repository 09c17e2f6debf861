import { describe, expect, it } from '@jest/globals';
import { kyivDay, kyivMidnight, nextStatusChange, programStatus, type StatusInput } from './status';

const base: StatusInput = { deadline: '', submit: false, auto_manage_submissions: false, application_start_date: '', application_end_date: '' };
const auto: StatusInput = { ...base, auto_manage_submissions: true, application_start_date: '2030-09-01', application_end_date: '2031-01-15' };
const at = (iso: string) => new Date(iso);

describe('programme application status (spec part 1 §4, in priority order)', () => {
  it('1. "Deadline text non-empty: status active if submit is true"', () => {
    const info = programStatus({ ...base, deadline: 'May 15, 2027', submit: true, auto_manage_submissions: true, application_start_date: '2040-01-01', application_end_date: '2041-01-01' }, at('2026-11-22T10:00:00Z'));
    expect(info).toEqual({ status: 'active', mode: 'deadline', deadlineLabel: 'deadline', display: { kind: 'text', text: 'May 15, 2027' }, showCrossedDate: false, canApply: true, button: 'apply' });
  });

  it('1. "… otherwise closed; the date is shown crossed out with Closed"', () => {
    const info = programStatus({ ...base, deadline: 'October 1, 2025', submit: false }, at('2026-11-22T10:00:00Z'));
    expect(info.status).toBe('closed');
    expect(info.showCrossedDate).toBe(true);
    expect(info.canApply).toBe(false);
    expect(info.button).toBe('closed');
  });

  it('2. "No deadline but submit true: active, label No deadline (mode manual_no_deadline, label Application Submission)"', () => {
    const info = programStatus({ ...auto, submit: true }, at('2020-01-01T00:00:00Z'));
    expect(info).toMatchObject({ status: 'active', mode: 'manual_no_deadline', deadlineLabel: 'submission', display: { kind: 'no-deadline' }, canApply: true });
  });

  describe('3. auto-managed, "compared by calendar day" in Kyiv', () => {
    it('before start: upcoming, "Submissions start" plus the start date, "Coming Soon", cannot apply', () => {
      // 2030-08-31 23:59 in Kyiv (UTC+3 in summer) is still the day before the start.
      expect(programStatus(auto, at('2030-08-31T20:59:00Z'))).toMatchObject({ status: 'upcoming', display: { kind: 'starts', date: '2030-09-01' }, canApply: false, button: 'coming-soon' });
    });

    it('on the start day (from Kyiv midnight): active, with the end date shown', () => {
      expect(programStatus(auto, at('2030-08-31T21:00:00Z'))).toMatchObject({ status: 'active', display: { kind: 'ends', date: '2031-01-15' }, canApply: true });
    });

    it('on the end day (inclusive), to its last minute in Kyiv: active', () => {
      // 2031-01-15 23:59 Kyiv is 21:59 UTC in winter (UTC+2).
      expect(programStatus(auto, at('2031-01-15T21:59:00Z')).status).toBe('active');
    });

    it('the day after the end: closed', () => {
      expect(programStatus(auto, at('2031-01-15T22:00:00Z'))).toMatchObject({ status: 'closed', canApply: false, showCrossedDate: true });
    });

    it('accepts WordPress date-times, taking their calendar day', () => {
      const info = programStatus({ ...auto, application_start_date: '2030-09-01 10:00:00', application_end_date: '2031-01-15 09:00:00' }, at('2031-01-15T20:00:00Z'));
      expect(info.status).toBe('active');
    });

    it('needs both dates', () => {
      expect(programStatus({ ...auto, application_end_date: '' }, at('2030-10-01T00:00:00Z')).status).toBe('inactive');
    });
  });

  it('4. "Otherwise: inactive (No date specified)"', () => {
    expect(programStatus(base, at('2026-11-22T10:00:00Z'))).toMatchObject({ status: 'inactive', mode: 'none', display: { kind: 'none' }, canApply: false });
  });

  it('"Only active allows applying"', () => {
    const instants = ['2020-01-01T00:00:00Z', '2030-10-01T00:00:00Z', '2035-01-01T00:00:00Z'].map(at);
    const inputs = [base, auto, { ...base, deadline: 'x' }, { ...base, deadline: 'x', submit: true }, { ...base, submit: true }];
    for (const input of inputs) for (const now of instants) {
      const info = programStatus(input, now);
      expect(info.canApply).toBe(info.status === 'active');
    }
  });
});

describe('Kyiv calendar days, whatever the server time zone', () => {
  it('reads the day in Kyiv, not in UTC', () => {
    expect(kyivDay(at('2026-03-28T22:30:00Z'))).toBe('2026-03-29');
    expect(kyivDay(at('2026-07-01T20:59:59Z'))).toBe('2026-07-01');
    expect(kyivDay(at('2026-07-01T21:00:00Z'))).toBe('2026-07-02');
  });

  it('finds Kyiv midnight in winter (UTC+2) and summer (UTC+3)', () => {
    expect(kyivMidnight('2031-01-16').toISOString()).toBe('2031-01-15T22:00:00.000Z');
    expect(kyivMidnight('2030-09-01').toISOString()).toBe('2030-08-31T21:00:00.000Z');
  });

  it('gives the next boundary at which a cached status must change', () => {
    expect(nextStatusChange(auto, at('2030-01-01T00:00:00Z'))?.toISOString()).toBe('2030-08-31T21:00:00.000Z');
    expect(nextStatusChange(auto, at('2030-10-01T00:00:00Z'))?.toISOString()).toBe('2031-01-15T22:00:00.000Z');
    expect(nextStatusChange(auto, at('2032-01-01T00:00:00Z'))).toBeNull();
    expect(nextStatusChange({ ...base, submit: true }, at('2030-01-01T00:00:00Z'))).toBeNull();
  });
});
