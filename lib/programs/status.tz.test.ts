/**
 * The same rules with the process in another time zone: Los Angeles is 10 hours behind Kyiv, so
 * a server there must still use Kyiv's calendar day.
 */
import { describe, expect, it } from '@jest/globals';

process.env.TZ = 'America/Los_Angeles';

describe('programme status on a server in America/Los_Angeles', () => {
  it('uses the Kyiv day at the window boundaries', async () => {
    const { programStatus } = await import('./status');
    const auto = { deadline: '', submit: false, auto_manage_submissions: true, application_start_date: '2030-09-01', application_end_date: '2031-01-15' };
    expect(new Date('2030-08-31T21:30:00Z').getDate()).toBe(31); // still Aug 31 in Los Angeles
    expect(programStatus(auto, new Date('2030-08-31T21:30:00Z')).status).toBe('active');
    expect(programStatus(auto, new Date('2030-08-31T20:30:00Z')).status).toBe('upcoming');
    expect(programStatus(auto, new Date('2031-01-15T22:30:00Z')).status).toBe('closed');
  });
});
