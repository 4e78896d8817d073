// Filled by the users page's work.
export {};
