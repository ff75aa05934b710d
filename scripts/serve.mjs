// `npm run serve`: serves the last build (dist/) without building; `npm start` builds first when needed.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const { startServer, serverOptions } = await import('../src/server/httpServer.server.ts');
const options = serverOptions();
if (!existsSync(join(options.distDir, 'server', 'entry.mjs'))) {
  console.error(`No build in ${options.distDir}: run "npm run build" (or "npm start", which builds when needed).`);
  process.exit(1);
}
const server = await startServer(options);
console.log(`Shop running at http://${options.host}:${server.address().port}/ (Persian: /fa/)`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
