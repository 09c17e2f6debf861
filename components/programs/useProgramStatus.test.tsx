/** @jest-environment jsdom */
import { Profiler } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { ProgramWindow } from '@/lib/programs/status';
import { useProgramStatus } from './useProgramStatus';

// An auto-managed window that opens on 1 September 2030, Kyiv time, and closes after 15 January 2031.
const program: ProgramWindow = { deadline: '', submit: false, auto_manage_submissions: true, application_start_date: '2030-09-01', application_end_date: '2031-01-15' };

function Probe({ serverNow }: { serverNow: string }) {
  return <span data-status={useProgramStatus(program, serverNow).status} />;
}

// Commits of the probe's tree, counted by React's Profiler (a render may not count itself).
let renders = 0;
const countCommit = () => {
  renders += 1;
};
const Measured = ({ serverNow }: { serverNow: string }) => (
  <Profiler id="status" onRender={countCommit}>
    <Probe serverNow={serverNow} />
  </Profiler>
);

let root: Root | undefined;
const status = () => document.querySelector('[data-status]')?.getAttribute('data-status');

/** The server's HTML for `serverNow`, hydrated on a visitor's clock at `visitorNow`. */
async function hydrateAt(serverNow: string, visitorNow: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Measured serverNow={serverNow} />);
  document.body.append(container);
  jest.useFakeTimers({ now: new Date(visitorNow) });
  renders = 0;
  await act(async () => {
    root = hydrateRoot(container, <Measured serverNow={serverNow} />);
  });
}

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('useProgramStatus: "settled at view time", by the Kyiv day', () => {
  it('renders once when the visitor opens the page on the Kyiv day the server built it: no second render of every status after hydration', async () => {
    await hydrateAt('2030-08-31T06:00:00Z', '2030-08-31T20:30:00Z');
    expect([status(), renders]).toEqual(['upcoming', 1]);
  });

  it("follows the visitor's clock when it is another Kyiv day than the server's", async () => {
    // 21:30 UTC on 31 August is already 1 September in Kyiv (UTC+3): the window is open.
    await hydrateAt('2030-08-31T06:00:00Z', '2030-08-31T21:30:00Z');
    expect(status()).toBe('active');
  });

  it('moves to the next state when Kyiv passes midnight while the page is open', async () => {
    await hydrateAt('2030-08-31T06:00:00Z', '2030-08-31T20:59:30Z');
    expect(status()).toBe('upcoming');
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(status()).toBe('active');
  });
});
