export { BudgetBar } from './lib/budget/BudgetBar';
export type { BudgetBarProps } from './lib/budget/BudgetBar';
