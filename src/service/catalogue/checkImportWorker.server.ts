// A catalogue file checked on a thread of its own (checkImport.server.ts): the check's result goes back whole.
import { parentPort, workerData } from 'node:worker_threads';
import { checkImport, type ImportCheck } from './checkImport.server.ts';

parentPort!.postMessage(checkImport(workerData as ImportCheck));
