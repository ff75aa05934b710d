// `npm run rebuild`: publishes the catalogue's changes while the shop serves (src/publish/rebuild.ts).
import '~/publish/rebuild.ts';
