// DATA_DIR/server.json: the running server's pid, the build it serves and the last build that failed to start.
// `npm run rebuild` polls it while the primary rewrites it, so it is written whole in one step (a rename).
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

export interface ServerState {
  pid: number;
  build: string | null;
  failed: string | null;
  workers: number;
  at: string;
}

/** Replaces the state file in one step, so a reader never sees it half written. */
export function writeServerState(file: string, state: ServerState): void {
  const next = `${file}.next`;
  writeFileSync(next, JSON.stringify(state));
  renameSync(next, file);
}

/** The state file's content: null when there is none, 'unreadable' when it cannot be read as a state. */
export function readServerState(file: string): ServerState | null | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const state = JSON.parse(text) as ServerState;
    return typeof state?.pid === 'number' ? state : 'unreadable';
  } catch {
    return 'unreadable';
  }
}
