import { statSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';
import { log } from '~/service/observe/log.server.ts';
import { metrics } from '~/service/observe/metrics.server.ts';
import { publishFiles, readRecord, type PublishRecord } from '~/service/publish/publishState.server.ts';

/** The id of a publish that has ended, if the record holds one. */
const ended = (record: PublishRecord | null) => (record && record.state !== 'building' && record.finishedAt !== null ? record.id : null);

/**
 * In the primary: counts and logs each publish as it ends, read from DATA_DIR/publish.json when the system says it
 * changed and each second besides (network file systems). One ended before the server started is not counted.
 */
export function watchPublishes(files = publishFiles()): () => void {
  let seen = ended(readRecord(files));
  let changedAt = 0;
  const check = () => {
    const at = statSync(files.record, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (at === changedAt) return;
    changedAt = at;
    const record = readRecord(files);
    const id = ended(record);
    if (!record || !id || id === seen) return;
    seen = id;
    const outcome = record.state === 'live' ? 'published' : 'failed';
    const seconds = (record.finishedAt! - record.startedAt) / 1000;
    metrics.publishes.inc({ outcome });
    metrics.publishSeconds.observe(seconds);
    const line = { event: 'publish', id, outcome, seconds, pages: record.written, by: record.startedBy };
    if (outcome === 'published') log.info(line, `a publish went live in ${seconds.toFixed(1)} s`);
    else log.warn({ ...line, error: record.error }, `a publish failed after ${seconds.toFixed(1)} s`);
  };
  const timer = setInterval(check, 1000);
  timer.unref();
  let watcher: FSWatcher | null = null;
  try {
    watcher = watch(dirname(files.record), (_, name) => name === basename(files.record) && check());
    watcher.on('error', () => watcher?.close());
    watcher.unref();
  } catch {
    // the second's look is enough
  }
  return () => {
    clearInterval(timer);
    watcher?.close();
  };
}
