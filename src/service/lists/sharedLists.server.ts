import { openLines, type OpenedLine, type SharedList } from '~/shared/lists/sharedList.ts';
import { productsBySkus } from '~/service/catalogue/catalogue.server.ts';
import { productSizes } from '~/service/catalogue/sizeNames.server.ts';
import type { Db } from '~/service/db/database.server.ts';

/** A shared list's lines as the shop holds them now: whether each is sold, in stock and in the type shared. */
export async function openSharedList(db: Db, list: SharedList): Promise<OpenedLine[]> {
  const products = await productsBySkus(
    db,
    list.lines.map((line) => line.sku),
  );
  const sizes = await productSizes(db, products);
  return openLines(list, products, new Map(products.map((product) => [product.sku, sizes.get(product.id)!])));
}
