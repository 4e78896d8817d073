/** The workspace's libs/ folder. */
export declare const libsDir: string;
/** The scopes of the domains under `dir` (default libs/), `shared` excepted, sorted. */
export declare function domainScopes(dir?: string): string[];
