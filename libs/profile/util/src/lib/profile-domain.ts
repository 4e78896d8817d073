/** The domain's name, as used in routes and query keys. */
export const profileDomain = 'profile' as const;
