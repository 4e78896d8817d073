/** The domain's name, as used in routes and query keys. */
export const assetDomain = 'asset' as const;
