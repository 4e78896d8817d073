/** The domain's name, as used in routes and query keys. */
export const orderDomain = 'order' as const;
