/** The domain's name, as used in routes and query keys. */
export const requestDomain = 'request' as const;
