// Filled by the contact-persons page's work.
export {};
