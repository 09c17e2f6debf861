import { describe, expect, it, jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { getDictionary } from '@/lib/i18n/dictionary';
import { applicationLabels } from './labels';
import { applicationWindow, cmsDay, kyivDay, programStatus, programWindow, type ProgramWindow } from './status';

const base: ProgramWindow = {
  deadline: '',
  submit: false,
  auto_manage_submissions: false,
  application_start_date: '',
  application_end_date: '',
};
const auto: ProgramWindow = {
  ...base,
  auto_manage_submissions: true,
  application_start_date: '2030-09-01',
  application_end_date: '2031-01-15',
};
const at = (iso: string) => new Date(iso);
const NOW = at('2026-11-22T12:00:00+02:00');

describe('programStatus: "Computed in this priority order"', () => {
  describe('1. "Deadline text non-empty: status active if submit is true, otherwise closed"', () => {
    it('is active with the deadline text and can apply when submit is true', () => {
      const info = programStatus({ ...base, deadline: 'May 15, 2027', submit: true }, NOW);
      expect(info).toEqual({
        status: 'active',
        mode: 'deadline_text',
        deadlineLabel: 'applicationDeadline',
        display: { kind: 'text', text: 'May 15, 2027' },
        showCrossedDate: false,
        canApply: true,
        buttonText: 'apply',
      });
    });
    it('is closed with the date "shown crossed out (showCrossedDate) with Closed" when submit is false', () => {
      const info = programStatus({ ...base, deadline: 'September 1, 2025' }, NOW);
      expect(info.status).toBe('closed');
      expect(info.showCrossedDate).toBe(true);
      expect(info.canApply).toBe(false);
      expect(info.buttonText).toBe('closed');
    });
    it('wins over an auto-managed window that is open', () => {
      const info = programStatus({ ...auto, deadline: 'January 1, 2020' }, at('2030-10-01T12:00:00Z'));
      expect(info.status).toBe('closed');
      expect(info.mode).toBe('deadline_text');
    });
    it('treats whitespace-only deadline text as empty', () => {
      expect(programStatus({ ...base, deadline: '   ' }, NOW).status).toBe('inactive');
    });
  });

  describe('2. "No deadline but submit true: active, label No deadline (mode manual_no_deadline, label Application Submission)"', () => {
    it('is active in manual_no_deadline mode', () => {
      const info = programStatus({ ...base, submit: true }, NOW);
      expect(info).toMatchObject({
        status: 'active',
        mode: 'manual_no_deadline',
        deadlineLabel: 'applicationSubmission',
        display: { kind: 'noDeadline' },
        canApply: true,
      });
    });
    it('wins over an auto-managed window that has not opened yet', () => {
      expect(programStatus({ ...auto, submit: true }, NOW).mode).toBe('manual_no_deadline');
    });
  });

  describe('3. "auto_manage_submissions on with start and end dates: compared by calendar day"', () => {
    it('before start: upcoming, "Submissions start" plus the start date, "Coming Soon", cannot apply', () => {
      const info = programStatus(auto, NOW);
      expect(info).toMatchObject({
        status: 'upcoming',
        mode: 'auto_managed',
        display: { kind: 'startsOn', date: '2030-09-01' },
        canApply: false,
        buttonText: 'comingSoon',
      });
    });
    it('the last instant before Kyiv midnight of the start day is still upcoming', () => {
      // 2030-08-31 23:59:59 in Kyiv (UTC+3 in summer) is 20:59:59 UTC.
      expect(programStatus(auto, at('2030-08-31T20:59:59Z')).status).toBe('upcoming');
    });
    it('from Kyiv midnight of the start day: active, end date shown, can apply', () => {
      const info = programStatus(auto, at('2030-08-31T21:00:00Z'));
      expect(info).toMatchObject({ status: 'active', display: { kind: 'date', date: '2031-01-15' }, canApply: true });
      expect(info.showCrossedDate).toBe(false);
    });
    it('the end day is inclusive, up to its last second in Kyiv', () => {
      // 2031-01-15 23:59:59 in Kyiv (UTC+2 in winter) is 21:59:59 UTC.
      expect(programStatus(auto, at('2031-01-15T00:00:00+02:00')).status).toBe('active');
      expect(programStatus(auto, at('2031-01-15T21:59:59Z')).status).toBe('active');
    });
    it('the day after the end: closed, cannot apply', () => {
      const info = programStatus(auto, at('2031-01-15T22:00:00Z'));
      expect(info).toMatchObject({ status: 'closed', canApply: false, buttonText: 'closed', showCrossedDate: true });
    });
    it('a one-day window is active on that day only', () => {
      const day: ProgramWindow = { ...auto, application_start_date: '2027-03-10', application_end_date: '2027-03-10' };
      expect(programStatus(day, at('2027-03-09T12:00:00+02:00')).status).toBe('upcoming');
      expect(programStatus(day, at('2027-03-10T12:00:00+02:00')).status).toBe('active');
      expect(programStatus(day, at('2027-03-11T00:00:00+02:00')).status).toBe('closed');
    });
    it('reads WordPress date-times by their day, and zoned instants by their Kyiv day', () => {
      const wp: ProgramWindow = { ...auto, application_start_date: '2030-09-01 09:00:00', application_end_date: '2031-01-15 18:00:00' };
      expect(programStatus(wp, at('2031-01-15T21:00:00Z')).status).toBe('active');
      const zoned: ProgramWindow = { ...auto, application_start_date: '2030-08-31T22:00:00Z', application_end_date: '2031-01-15' };
      expect(programStatus(zoned, at('2030-08-31T21:30:00Z')).status).toBe('active');
    });
    it('needs the switch on and both dates, otherwise rule 4 applies', () => {
      expect(programStatus({ ...auto, auto_manage_submissions: false }, NOW).status).toBe('inactive');
      expect(programStatus({ ...auto, application_end_date: '' }, NOW).status).toBe('inactive');
      expect(programStatus({ ...auto, application_start_date: '' }, NOW).status).toBe('inactive');
    });
  });

  describe('4. "Otherwise: inactive (No date specified)"', () => {
    it('is inactive and cannot apply', () => {
      expect(programStatus(base, NOW)).toEqual({
        status: 'inactive',
        mode: 'none',
        deadlineLabel: 'applicationDeadline',
        display: { kind: 'noDate' },
        showCrossedDate: false,
        canApply: false,
        buttonText: 'notAvailable',
      });
    });
  });

  it('"Only active allows applying"', () => {
    const cases: ProgramWindow[] = [
      { ...base, deadline: 'x', submit: true },
      { ...base, deadline: 'x' },
      { ...base, submit: true },
      auto,
      base,
    ];
    for (const when of [NOW, at('2030-10-01T12:00:00Z'), at('2032-01-01T12:00:00Z')]) {
      for (const program of cases) {
        const info = programStatus(program, when);
        expect(info.canApply).toBe(info.status === 'active');
      }
    }
  });
});

describe('Kyiv calendar days', () => {
  it.each([
    ['2030-08-31T20:59:59Z', '2030-08-31'],
    ['2030-08-31T21:00:00Z', '2030-09-01'],
    ['2031-01-15T21:59:59Z', '2031-01-15'],
    ['2031-01-15T22:00:00Z', '2031-01-16'],
  ])('kyivDay gives the Kyiv date around midnight in both summer (UTC+3) and winter (UTC+2): %s is %s', (instant, day) => expect(kyivDay(at(instant))).toBe(day));

  it('makes no time zone formatter outside the hour before Kyiv midnight: one costs a hydrating page 10 ms or more', async () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./status');
      expect([fresh.kyivDay(at('2030-08-31T12:00:00Z')), fresh.kyivDay(at('2031-01-15T20:59:00Z'))]).toEqual(['2030-08-31', '2031-01-15']);
      expect(made).not.toHaveBeenCalled();
      expect(fresh.kyivDay(at('2030-08-31T21:30:00Z'))).toBe('2030-09-01');
    });
    expect(made).toHaveBeenCalledTimes(1);
    made.mockRestore();
  });

  it.each([
    ['2030-09-01', '2030-09-01'],
    [' 2030-09-01 00:00:00 ', '2030-09-01'],
    ['2030-09-01T23:30:00+03:00', '2030-09-01'],
    ['2030-09-01T22:30:00Z', '2030-09-02'],
    ['', null],
    ['not a date', null],
  ])('cmsDay parses the forms WordPress sends: %p → %p', (value, day) => expect(cmsDay(value)).toBe(day));

  it('applicationWindow needs both dates in order', () => {
    expect(applicationWindow(auto)).toEqual({ start: '2030-09-01', end: '2031-01-15' });
    expect(applicationWindow({ ...auto, application_end_date: '' })).toBeNull();
    expect(applicationWindow({ ...auto, application_start_date: '2032-01-01' })).toBeNull();
  });

  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC', 'Asia/Tokyo'])(
    'gives the same statuses when the process runs in %s',
    (zone) => {
      const script = `
        const { programStatus } = require('./lib/programs/status.ts');
        const w = { deadline: '', submit: false, auto_manage_submissions: true, application_start_date: '2030-09-01', application_end_date: '2031-01-15' };
        const at = ['2030-08-31T20:59:59Z','2030-08-31T21:00:00Z','2031-01-15T21:59:59Z','2031-01-15T22:00:00Z'];
        process.stdout.write(JSON.stringify(at.map((i) => programStatus(w, new Date(i)).status)));
      `;
      const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
        env: { ...process.env, TZ: zone },
        cwd: process.cwd(),
        encoding: 'utf8',
      });
      expect(JSON.parse(out)).toEqual(['upcoming', 'active', 'active', 'closed']);
    },
  );
});

describe('applicationLabels — the words in both languages', () => {
  it('names every state in English and Ukrainian', () => {
    const en = getDictionary('en').programs.status;
    const uk = getDictionary('uk').programs.status;
    const upcoming = programStatus(auto, NOW);
    expect(applicationLabels(upcoming, en, 'en')).toEqual({
      deadlineLabel: 'Application deadline',
      deadlineValue: 'Submissions start September 1, 2030',
      closedNote: '',
      buttonText: 'Coming Soon',
    });
    expect(applicationLabels(upcoming, uk, 'uk').deadlineValue).toBe('Прийом заявок з 1 вересня 2030 р.');
    const manual = applicationLabels(programStatus({ ...base, submit: true }, NOW), en, 'en');
    expect(manual).toMatchObject({ deadlineLabel: 'Application Submission', deadlineValue: 'No deadline' });
    const closed = applicationLabels(programStatus({ ...base, deadline: 'September 1, 2025' }, NOW), en, 'en');
    expect(closed).toMatchObject({ closedNote: 'Closed', deadlineValue: 'September 1, 2025' });
    expect(applicationLabels(programStatus(base, NOW), en, 'en').deadlineValue).toBe('No date specified');
    expect(applicationLabels(programStatus(base, NOW), uk, 'uk').deadlineValue).toBe('Дату не вказано');
    expect(applicationLabels(programStatus(auto, at('2030-10-01T12:00:00Z')), en, 'en').deadlineValue).toBe('January 15, 2031');
  });
});

describe('programWindow — what a client status component is given', () => {
  it('keeps the five fields the status depends on and nothing else of the programme', () => {
    const programme = { ...auto, id: 2101, title: 'Graduate', content: '<p>Long text…</p>', sections: [{ title: 'FAQ' }], submit_url: 'https://apply.example' };
    const picked = programWindow(programme);
    expect(Object.keys(picked).sort()).toEqual(['application_end_date', 'application_start_date', 'auto_manage_submissions', 'deadline', 'submit']);
    expect(programStatus(picked, NOW)).toEqual(programStatus(programme, NOW));
  });
});
