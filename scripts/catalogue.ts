// `npm run catalogue -- import <file.csv|file.json>`, `npm run catalogue -- export <file.csv|file.json>`:
// editors replace the whole catalogue from a spreadsheet export or JSON, or write it out (format: samples/README.md).
import { runCatalogueCommand } from '~/service/catalogue/catalogueCommand.server.ts';

process.exitCode = await runCatalogueCommand(process.argv.slice(2));
