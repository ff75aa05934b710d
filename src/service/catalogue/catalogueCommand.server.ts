// `npm run catalogue`: editors replace the whole catalogue from a spreadsheet export or JSON, or write it out
// (format: samples/README.md).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueFormat } from './catalogueFields.ts';
import { formatRowError } from './parseCatalogueFile.ts';
import { checkCatalogueFile, exportCatalogue, importCatalogue } from './catalogueTransfer.server.ts';
import { serviceConfig } from '~/service/config.server.ts';
import { commandAuthor } from '~/service/access/audit.server.ts';
import { databaseKind, openStore } from '~/service/db/database.server.ts';

const USAGE = `Usage:
  npm run catalogue -- import <file.csv|file.json>   replace the catalogue with the file's (nothing changes if it has errors)
  npm run catalogue -- export <file.csv|file.json>   write the catalogue, its pictures into images/ beside the file
The columns and rules: samples/README.md`;

const plural = (count: number, word: string) => `${count} ${count === 1 ? word : word.replace(/y$/, 'ie') + 's'}`;

/** Runs `npm run catalogue -- <args>` on DATA_DIR's store, printing as it goes; the process's exit code. */
export async function runCatalogueCommand(args: string[]): Promise<number> {
  const [command, file] = args;
  if (!file || (command !== 'import' && command !== 'export')) {
    console.error(USAGE);
    return 2;
  }
  if (!catalogueFormat(file)) {
    console.error(`"${file}" ends neither in .csv nor in .json: the extension chooses the format, e.g. catalogue.csv.`);
    return 2;
  }
  return command === 'import' ? importCommand(file) : exportCommand(file);
}

async function importCommand(file: string): Promise<number> {
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) {
    console.error(`There is no file ${file}.`);
    return 1;
  }
  // Checked before the store is even opened: a file with errors changes nothing.
  const checked = checkCatalogueFile(file);
  if (!checked.ok) {
    for (const error of checked.errors) console.error(formatRowError(error));
    const unlisted = checked.total - checked.errors.length;
    if (unlisted > 0) console.error(`…and ${plural(unlisted, 'more problem')}, not listed here: correct these, then check the file again.`);
    console.error(`${plural(checked.total, 'problem')} in ${file}; nothing was imported.`);
    return 1;
  }
  const { input } = checked;
  const { dataDir } = serviceConfig();
  const store = await openStore(dataDir);
  try {
    const { newPictures, variants } = await importCatalogue(store, file, input, commandAuthor('catalogue -- import'));
    const menu = input.menu ? `a menu of ${plural(input.menu.length, 'entry')} from the file` : 'the menu from the category tree';
    console.log(
      `Imported ${file} into ${dataDir}: ${plural(input.categories.length, 'category')}, ${plural(input.products.length, 'product')}, ` +
        `${plural(input.banners.length, 'banner')}, ${plural(input.packages.length, 'package')} and ${menu} (${plural(newPictures, 'new picture')}${variants ? `; ${variants} resized copies made` : ''}).`,
    );
    console.log('The running shop answers with the new catalogue at once; run "npm run rebuild" to rebuild the static pages.');
    return 0;
  } catch (error) {
    console.error(`The import failed and nothing was changed: ${(error as Error).message}`);
    return 1;
  } finally {
    await store.db.destroy();
  }
}

async function exportCommand(file: string): Promise<number> {
  const { dataDir, databaseUrl } = serviceConfig();
  if (databaseKind(databaseUrl) === 'sqlite' && !existsSync(join(dataDir, 'store.db'))) {
    console.error(`There is no store in ${dataDir} (set DATA_DIR).`);
    return 1;
  }
  const store = await openStore(dataDir);
  try {
    const { catalogue, pictures } = await exportCatalogue(store, file);
    const menu = catalogue.menu ? `a menu of ${plural(catalogue.menu.length, 'entry')}` : 'no menu rows (it follows the categories)';
    console.log(
      `Exported ${plural(catalogue.categories.length, 'category')}, ${plural(catalogue.products.length, 'product')}, ` +
        `${plural(catalogue.banners.length, 'banner')}, ${plural(catalogue.packages.length, 'package')} and ${menu} ` +
        `to ${file}, with ${plural(pictures, 'picture')} in images/ beside it.`,
    );
    return 0;
  } catch (error) {
    console.error(`The export failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await store.db.destroy();
  }
}
