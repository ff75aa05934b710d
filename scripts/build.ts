// `npm run build`: the shop's pages into BUILD_DIR (or dist); the pipeline is src/publish/build.ts.
import '~/publish/build.ts';
