import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageModuleShared } from '~/publish/astroIntegrations.ts';

// The modules the browse visit's shared chunk gathers (src/publish/astroIntegrations.ts): a module moved without
// the pattern following it would fall out of the chunk, and the header's dialogs would load it in a file of its own.
const SHARED = [
  'src/features/cart/lists.store.ts',
  'src/features/cart/stockCheck.ts',
  'src/features/cart/ringBell.ts',
  'src/features/login/session.store.ts',
  'src/features/login/apiCall.ts',
  'src/ui/apiClient.ts',
  'src/ui/toast.ts',
  'src/ui/clientText.ts',
  'src/ui/loading.store.ts',
  'src/shared/cart/cartRules.ts',
  'src/shared/i18n/plural.ts',
  'src/shared/i18n/fill.ts',
];

describe("the page module's shared chunk", () => {
  it('gathers modules that exist, at their paths', () => {
    expect(SHARED.filter((path) => !existsSync(path))).toEqual([]);
    expect(SHARED.filter((path) => !pageModuleShared.test(`/work/shop/${path}`))).toEqual([]);
  });

  it('leaves the rest to the automatic splitting', () => {
    for (const path of [
      'src/features/cart/CartIsland.tsx',
      'src/ui/Drawer.tsx',
      'src/shared/i18n/i18n.ts',
      'src/features/login/loginApi.ts',
    ])
      expect(pageModuleShared.test(`/work/shop/${path}`), path).toBe(false);
  });
});
