// The staff import's check: a file's rows by the import's rules, its pictures against the media store. A large
// file is checked on a thread of its own, so the other visitors of this worker are not kept waiting meanwhile.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CatalogueFormat } from './catalogueFields.ts';
import { reasonText } from './catalogueReasons.ts';
import { parseCatalogueFile, type CatalogueFileResult } from './parseCatalogueFile.ts';

/** A media store name, as `/CDN/Files/{file}` takes it. */
export const MEDIA_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.(?:svg|png|jpe?g|webp|avif|gif)$/i;

/** A picture the file names: a media store name, or `images/<name>` as the export beside the file writes it. */
export const storedName = (path: string) => path.replace(/^images\//, '');

/** The file to check and where its pictures must already be. */
export interface ImportCheck {
  text: string;
  format: CatalogueFormat;
  mediaDir: string;
}

/** Checks a file on this thread. */
export function checkImport({ text, format, mediaDir }: ImportCheck): CatalogueFileResult {
  const missing = reasonText('notInMedia', { value: '' }).en.trim();
  return parseCatalogueFile(text, format, {
    pictureProblem: (path) => (MEDIA_NAME.test(storedName(path)) && existsSync(join(mediaDir, storedName(path))) ? null : missing),
  });
}

/** Above this size a check takes longer than a visitor should wait behind it (about 100 ms on this 2-core machine). */
const ASIDE_BYTES = 256 * 1024;

/** The large checks of this process, one at a time: each thread holds its file several times over while it checks. */
let turn: Promise<unknown> = Promise.resolve();

/** Checks a file, a large one on a thread of its own (checkImportWorker.server.ts), after the large ones before it. */
export function checkImportAside(check: ImportCheck): Promise<CatalogueFileResult> {
  if (check.text.length <= ASIDE_BYTES) return Promise.resolve(checkImport(check));
  const result = turn.then(() => onThread(check));
  turn = result.catch(() => undefined);
  return result;
}

function onThread(check: ImportCheck): Promise<CatalogueFileResult> {
  // The service runs from its sources with the path aliases (scripts/serve.ts): the thread starts the same way.
  const worker = new Worker(resolve('src/service/catalogue/checkImportWorker.server.ts'), {
    workerData: check,
    execArgv: ['--import', './scripts/aliases.ts'],
  });
  return new Promise((done, fail) => {
    worker.once('message', (result: CatalogueFileResult) => {
      done(result);
      void worker.terminate();
    });
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`the catalogue check stopped (exit ${code})`)));
  });
}
