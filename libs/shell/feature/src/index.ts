export { ShellSection } from './lib/ShellSection';
