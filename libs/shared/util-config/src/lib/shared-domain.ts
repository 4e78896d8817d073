/** The domain's name, as used in routes and query keys. */
export const sharedDomain = 'shared' as const;
