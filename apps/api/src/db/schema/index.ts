export * from './enums';
export * from './organisation';
export * from './catalogue';
export * from './company';
export * from './rental';
export * from './records';
export * from './platform';
