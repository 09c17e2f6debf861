import { describe, expect, it } from '@jest/globals';
import { roundsArg, routesArg } from './bench-args';

describe("the bench's options: --routes and --rounds", () => {
  it('reads the routes to measure, in either form, and all routes without the option', () => {
    expect(routesArg(['--pages', '--routes', 'home,programme'])).toEqual(['home', 'programme']);
    expect(routesArg(['--routes=library'])).toEqual(['library']);
    expect(routesArg(['--pages'])).toBeUndefined();
  });

  it('reads a whole number of rounds from 1', () => {
    expect(roundsArg(['--rounds', '3'])).toBe(3);
    expect(roundsArg(['--rounds=1'])).toBe(1);
    expect(roundsArg([])).toBeUndefined();
  });

  it('refuses a malformed value instead of measuring something else', () => {
    expect(() => roundsArg(['--rounds', '0'])).toThrow('--rounds needs a whole number from 1, got "0"');
    expect(() => roundsArg(['--rounds', '2.5'])).toThrow(/whole number/);
    expect(() => routesArg(['--routes', '--pages'])).toThrow('--routes needs a value');
    expect(() => routesArg(['--routes'])).toThrow('--routes needs a value');
  });
});
