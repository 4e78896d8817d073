// Filled by the addresses page's work.
export {};
