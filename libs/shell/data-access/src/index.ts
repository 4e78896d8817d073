export { shellKeys } from './lib/shell.keys';
