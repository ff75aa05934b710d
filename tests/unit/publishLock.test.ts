import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { publishView } from '~/service/publish/publish.server.ts';
import { publishFiles, writeRecord } from '~/service/publish/publishState.server.ts';

// The moment a press takes the lock: the file is created (`wx`) a moment before its content is written, and a
// press on another worker reading it then must see a build starting, not "nothing published yet".
const folders: string[] = [];
const filesIn = () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-publish-lock-'));
  folders.push(dir);
  return publishFiles(dir);
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('a lock being written', () => {
  it('shows a build starting, on a first publish and after a build that went live', () => {
    const files = filesIn();
    writeFileSync(files.lock, '');
    expect(publishView(files)).toMatchObject({ state: 'building', startedBy: null, error: null });
    writeRecord(files, {
      id: 'before',
      state: 'live',
      startedAt: Date.now() - 60_000,
      finishedAt: Date.now() - 50_000,
      startedBy: 'Editor',
      total: 357,
      written: 22,
      build: '20261124-100000',
      error: null,
    });
    expect(publishView(files)).toMatchObject({ state: 'building', build: null });
  });

  it('is taken as abandoned once it has stayed empty for a while', () => {
    const files = filesIn();
    writeFileSync(files.lock, '');
    const old = (Date.now() - 60_000) / 1000;
    utimesSync(files.lock, old, old);
    expect(publishView(files).state).toBe('idle');
  });
});
