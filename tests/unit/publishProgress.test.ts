import { describe, expect, it } from 'vitest';
import {
  filesCompressed,
  pagesPlanned,
  buildSeconds,
  pagesWritten,
  secondsLeft,
  viewOf,
  type PublishRecord,
} from '~/service/publish/publishState.server.ts';

// A build's output as `npm run rebuild` writes it: astro's routes, then the compression's progress lines.
const writing = '08:18:33   ├─ /offline/index.html\n08:18:33   ├─ /aboutUs/index.html (+80ms)\n08:18:35   └─ /fa/index.html (+15ms)\n';
const compressing = `${writing}service worker: …\nprecompressing: 10 of 40 files…\nprecompressing: 30 of 40 files…\n`;

const record = (changes: Partial<PublishRecord> = {}): PublishRecord => ({
  id: 'one',
  state: 'building',
  startedAt: 1_000_000,
  finishedAt: null,
  startedBy: 'Editor',
  total: 6,
  written: null,
  build: null,
  error: null,
  ...changes,
});

describe("a build's progress read from its output", () => {
  it('counts the pages written and the latest compression line', () => {
    expect(pagesWritten('')).toBe(0);
    expect(pagesWritten(writing)).toBe(3);
    // Coloured, as astro writes it under CI.
    expect(pagesWritten('\u001b[2m08:29:15\u001b[22m   \u001b[34m├─\u001b[39m \u001b[2m/cart/index.html\u001b[22m (+94ms)\n')).toBe(1);
    expect(filesCompressed(writing)).toEqual({ done: 0, total: 0 });
    expect(filesCompressed(compressing)).toEqual({ done: 30, total: 40 });
  });

  it('reports the step under way with the time left', () => {
    const view = viewOf(record(), compressing, 1_000_000 + 20_000);
    expect(view).toMatchObject({ state: 'building', pages: { written: 3, total: 6 }, compressed: { done: 30, total: 40 } });
    // Half the pages (0.3 × 0.5) and three quarters of the files (0.7 × 0.75) in 20 s: about 10 s to go.
    expect(view.secondsLeft).toBe(10);
  });

  it("counts down from the last build's time, then from the rate once that has run out", () => {
    expect(secondsLeft(5, { written: 0, total: 6 }, { done: 0, total: 0 }, 30)).toBe(25);
    expect(secondsLeft(29.5, { written: 6, total: 6 }, { done: 20, total: 40 }, 30)).toBe(1);
    // Overrun: the pages all written and half the files compressed in 40 s (65% of the work).
    expect(secondsLeft(40, { written: 6, total: 6 }, { done: 20, total: 40 }, 30)).toBe(22);
  });

  it('estimates from the pages the build renders: the last full build’s time only for a build of every page', () => {
    const everyPage = '[incremental-pages] Most pages changed (300 of 357; inputs changed: code): rendering every page.\n';
    // Before the plan, the last build's 86 s say nothing of this one.
    expect(viewOf(record({ lastSeconds: 86 }), '', 1_005_000).secondsLeft).toBeNull();
    expect(viewOf(record({ lastSeconds: 86 }), everyPage, 1_005_000).secondsLeft).toBe(81);
    // A build of three changed pages goes by its own progress: all three written and the files compressed in 2 s.
    const three =
      '[incremental-pages] Rendering 3 of 357 pages: 7 of 224 inputs changed, 0 new pages, 0 gone; the rest come from builds/x.\n';
    const view = viewOf(record({ lastSeconds: 86 }), `${three}${writing}precompressing: 40 of 40 files…\n`, 1_002_000);
    expect(view.secondsLeft).toBe(1);
    expect(viewOf(record({ lastSeconds: 86 }), three, 1_002_000).secondsLeft).toBeNull();
    // Only a live build of every page sets the base: one of what changed does not.
    const live = (carried: number) => record({ state: 'live', finishedAt: 1_008_000, written: 3, carried });
    expect(buildSeconds(live(0))).toBe(8);
    expect(buildSeconds(live(354))).toBeNull();
  });

  it('has no estimate before any progress on a first build', () => {
    expect(secondsLeft(3, { written: 0, total: 6 }, { done: 0, total: 0 }, null)).toBeNull();
    expect(viewOf(record(), '', 1_003_000).secondsLeft).toBeNull();
  });

  it('keeps no compression figures once a build is over', () => {
    const live = viewOf(record({ state: 'live', finishedAt: 1_030_000, written: 6 }), compressing, 1_040_000);
    expect(live).toMatchObject({ state: 'live', pages: { written: 6, total: 6 }, compressed: { done: 0, total: 0 }, secondsLeft: null });
  });

  it('counts a build that renders only what changed against its own pages, and tells how many came over unchanged', () => {
    // As astro's logger prints the plan, coloured under CI (src/publish/buildPlan.ts).
    const planned =
      '\u001b[2m08:40:01\u001b[22m \u001b[34m[incremental-pages]\u001b[39m Rendering 3 of 357 pages: 7 of 224 inputs changed, 0 new pages, 0 gone; the rest come from builds/x.\n' +
      writing;
    expect(pagesPlanned(writing)).toBeNull();
    expect(pagesPlanned(planned)).toEqual({ rendered: 3, all: 357 });
    // The last build (a full one) took 30 s: no help for one that renders 3 pages; the rate says 1 s.
    const view = viewOf(record({ total: 357, lastSeconds: 30 }), `${planned}precompressing: 40 of 40 files…\n`, 1_000_000 + 2_000);
    expect(view).toMatchObject({ state: 'building', pages: { written: 3, total: 3, carried: 354 } });
    expect(view.secondsLeft).toBe(1);
    const live = viewOf(record({ state: 'live', finishedAt: 1_003_000, written: 3, total: 357, carried: 354 }), planned, 1_004_000);
    expect(live.pages).toEqual({ written: 3, total: 357, carried: 354 });
  });
});
