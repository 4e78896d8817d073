import { i18n } from '@lingui/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadWholeCatalogue = vi.fn<() => Promise<void>>();
const prepareFormatters = vi.fn();
vi.mock('@portal/shared-util-i18n', () => ({
  loadWholeCatalogue: () => loadWholeCatalogue(),
  prepareFormatters: (locale: string) => prepareFormatters(locale),
  resolveLocale: (locale: string) => locale,
}));

describe('loadSignedInAssets', () => {
  beforeEach(() => {
    vi.resetModules();
    loadWholeCatalogue.mockReset().mockResolvedValue(undefined);
    prepareFormatters.mockReset();
    i18n.loadAndActivate({ locale: 'de', messages: {} });
  });

  it('loads once for callers that ask at the same time, and again for another language', async () => {
    const { loadSignedInAssets } = await import('./signed-in-assets');
    await Promise.all([loadSignedInAssets(), loadSignedInAssets(), loadSignedInAssets()]);
    await loadSignedInAssets();
    expect(loadWholeCatalogue).toHaveBeenCalledTimes(1);
    expect(prepareFormatters).toHaveBeenCalledTimes(1);
    expect(prepareFormatters).toHaveBeenCalledWith('de');

    i18n.loadAndActivate({ locale: 'nl', messages: {} });
    await loadSignedInAssets();
    expect(loadWholeCatalogue).toHaveBeenCalledTimes(2);
    expect(prepareFormatters).toHaveBeenLastCalledWith('nl');
  });

  it('tries again after a failed load', async () => {
    const { loadSignedInAssets } = await import('./signed-in-assets');
    loadWholeCatalogue.mockRejectedValueOnce(new Error('offline'));
    await expect(loadSignedInAssets()).rejects.toThrow('offline');
    await loadSignedInAssets();
    expect(loadWholeCatalogue).toHaveBeenCalledTimes(2);
    expect(prepareFormatters).toHaveBeenCalledTimes(1);
  });
});
