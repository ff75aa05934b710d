// `npm run serve`: serves the newest build with one worker process per core; the primary and its workers are
// src/publish/cluster.ts.
import '~/publish/cluster.ts';
