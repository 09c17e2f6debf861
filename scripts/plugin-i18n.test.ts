import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';

/**
 * The plugin speaks Ukrainian: its committed .pot holds every string its PHP code
 * passes to __() and the like, and its Ukrainian .po/.mo translate each of them. `npm run
 * plugin:i18n` makes them; `--check` makes them aside and fails on a difference or a string
 * without a translation.
 */
describe('the plugin’s translations', () => {
  it('are up to date with its strings, every one translated into Ukrainian', () => {
    const run = spawnSync('bash', ['scripts/plugin-i18n.sh', '--check'], { encoding: 'utf8' });
    expect(`${run.stdout}${run.stderr}`).toContain('up to date, every string translated');
    expect(run.status).toBe(0);
  });
});
