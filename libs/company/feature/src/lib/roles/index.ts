// Filled by the roles page's work.
export {};
