// Every npm script starts here: Astro 7 needs Node >= 22.12, and the project pins Node 24 as a dev dependency.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `This project needs Node >= 22.12 but runs on Node ${process.versions.node}: run it through npm (npm start, npm test), which uses the pinned Node 24 from node_modules, after "npm install".`,
  );
  process.exit(1);
}
