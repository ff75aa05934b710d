// The readers of `npm run bench:orders`, in their own process, away from the benchmark's collector: PATHS_FILE at URL
// over READERS connections for DURATION s, at RATE or back to back; prints p50, p99 and pages a second.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const READERS = Number(process.env.READERS) || 50;
const paths = readFileSync(process.env.PATHS_FILE!, 'utf8').split('\n').filter(Boolean);
const rate = Number(process.env.RATE) || undefined;
const duration = Number(process.env.DURATION) || 10;
const started = performance.now();
const times: number[] = [];
let next = 0;
const instance = autocannon({
  url: process.env.URL,
  connections: READERS,
  duration: duration + 1,
  ...(rate ? { overallRate: rate } : {}),
  // As a browser asks: brotli and gzip both taken.
  headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...(process.env.COOKIE ? { cookie: process.env.COOKIE } : {}) },
  requests: [{ setupRequest: (request: object) => ({ ...request, path: paths[next++ % paths.length] }) }],
});
instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
  if (status !== 200) throw new Error(`a page answered ${status}`);
  if (performance.now() - started > 1000) times.push(time);
});
const result = await instance;
if (result.errors + result.non2xx > 0) throw new Error(`pages: ${result.errors} errors, ${result.non2xx} answers outside 2xx`);
times.sort((a, b) => a - b);
const at = (share: number) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * share))]! * 10) / 10;
console.log(JSON.stringify({ median: at(0.5), p99: at(0.99), rate: times.length / duration, count: times.length }));
