import type { Banner, Category, CategoryInfo, MenuItem, PackageType, Page, Product } from '../../features/catalogue/types.ts';
import { serviceConfig } from '../config.server.ts';
import { getStore } from '../db/database.server.ts';
import * as catalogue from './catalogue.server.ts';

/** What pages read from the catalogue at build time; in-process by default, over HTTP from SERVICE_URL. */
export interface CatalogueSource {
  banners(): Promise<Banner[]>;
  menu(): Promise<MenuItem[]>;
  categories(): Promise<Category[]>;
  categoryInfo(xCode: string): Promise<CategoryInfo>;
  products(categoryIds: number[] | null, page: number, perPage: number): Promise<Page<Product>>;
  variants(parentSku: string): Promise<Page<Product>>;
  packages(): Promise<PackageType[]>;
}

/** The source the build uses: the contract over HTTP when SERVICE_URL is set, else the local store. */
export function catalogueSource(): CatalogueSource {
  const { serviceUrl, shopKey } = serviceConfig();
  return serviceUrl ? httpSource(serviceUrl.replace(/\/$/, ''), shopKey) : localSource();
}

function localSource(): CatalogueSource {
  const db = async () => (await getStore()).db;
  return {
    banners: async () => catalogue.listBanners(await db()),
    menu: async () => catalogue.mainMenu(await db()),
    categories: async () => catalogue.listCategories(await db()),
    categoryInfo: async (xCode) => catalogue.categoryInfo(await db(), { xCode }),
    products: async (categoryIds, page, perPage) => catalogue.listProducts(await db(), { categoryIds, page, perPage }),
    variants: async (parentSku) => catalogue.listVariants(await db(), parentSku, 1, 100),
    packages: async () => catalogue.activePackages(await db()),
  };
}

function httpSource(base: string, shop: string): CatalogueSource {
  const call = async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const json = (await response.json().catch(() => null)) as { data?: T; message?: { en?: string } } | null;
    if (!response.ok || !json || !('data' in json)) {
      throw new Error(`${base}${path} answered ${response.status}: ${json?.message?.en ?? 'no data'}`);
    }
    return json.data as T;
  };
  return {
    banners: () => call(`/v1/${shop}/banner/list`),
    menu: () => call(`/v1/${shop}/menu`),
    categories: () => call(`/v1/${shop}/category/list`),
    categoryInfo: (xCode) => call(`/v1/${shop}/categoryInfo`, { xCode }),
    products: (categoryIds, page, perPage) => call(`/v1/product/list/${categoryIds?.join(',') ?? 'all'}/${page}/${perPage}`),
    variants: (parentSku) => call(`/v1/product/sku/${encodeURIComponent(parentSku)}/1/100`),
    packages: () => call('/v1/package/list/active'),
  };
}
