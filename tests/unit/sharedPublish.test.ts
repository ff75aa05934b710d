import { describe, expect, it } from 'vitest';
import { MIRROR_STALE_MS, newerView, runningElsewhere, thisMachine, type MirroredView } from '~/service/publish/sharedPublish.server.ts';
import type { PublishView } from '~/shared/contract/staff/publish.ts';

// Several machines (docs/machines.md): which view of publishing a machine answers with.
const now = Date.parse('2026-11-24T12:00:00Z');
const view = (changes: Partial<PublishView> = {}): PublishView => ({
  state: 'live',
  startedAt: '2026-11-24T11:00:00.000Z',
  finishedAt: '2026-11-24T11:00:09.000Z',
  startedBy: 'Here',
  pages: { written: 22, total: 22, carried: 335 },
  compressed: { done: 0, total: 0 },
  secondsLeft: null,
  error: null,
  build: '20261124-110000',
  ...changes,
});
const idle = view({
  state: 'idle',
  startedAt: null,
  finishedAt: null,
  startedBy: null,
  build: null,
  pages: { written: 0, total: 0, carried: 0 },
});
const elsewhere = (changes: Partial<PublishView>, at = now - 1000): MirroredView => ({
  view: view({ startedBy: 'There', ...changes }),
  at,
  machine: 'other-host:/var/lib/shop',
});

describe('the view a machine answers with', () => {
  it('is its own when nothing is mirrored, or when its own build started later or is the mirrored one', () => {
    expect(newerView(view(), null, now)).toEqual(view());
    expect(newerView(view({ startedAt: '2026-11-24T11:30:00.000Z' }), elsewhere({}), now).startedBy).toBe('Here');
    expect(newerView(view(), elsewhere({}), now).startedBy).toBe('Here');
  });

  it("is another machine's build when it started later, running or ended, also on a machine that never published", () => {
    const running = elsewhere({ state: 'building', startedAt: '2026-11-24T11:59:50.000Z', finishedAt: null, build: null });
    expect(newerView(view(), running, now)).toEqual(running.view);
    expect(newerView(idle, running, now)).toEqual(running.view);
    const ended = elsewhere({ startedAt: '2026-11-24T11:59:00.000Z' });
    expect(newerView(idle, ended, now)).toEqual(ended.view);
  });

  it('shows a build whose machine stopped telling of it as failed, with why, nothing switched', () => {
    const silent = elsewhere({ state: 'building', startedAt: '2026-11-24T11:58:00.000Z', finishedAt: null }, now - MIRROR_STALE_MS - 1);
    const shown = newerView(idle, silent, now);
    expect(shown).toMatchObject({ state: 'failed', startedBy: 'There', secondsLeft: null });
    expect(shown.error).toContain('nothing was switched');
    expect(shown.finishedAt).toBe(new Date(silent.at).toISOString());
    expect(newerView(idle, { ...silent, at: now - MIRROR_STALE_MS }, now).state).toBe('building');
  });
});

describe('a build running elsewhere', () => {
  it('is one another machine told of within the last 30 s', () => {
    const running = elsewhere({ state: 'building', finishedAt: null });
    expect(runningElsewhere(running, now)).toBe(true);
    expect(runningElsewhere({ ...running, at: now - MIRROR_STALE_MS - 1 }, now)).toBe(false);
    expect(runningElsewhere({ ...running, machine: thisMachine() }, now)).toBe(false);
    expect(runningElsewhere(elsewhere({ state: 'live' }), now)).toBe(false);
    expect(runningElsewhere(null, now)).toBe(false);
  });
});
