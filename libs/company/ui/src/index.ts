export { BudgetBar } from './lib/budget/BudgetBar';
export type { BudgetBarProps } from './lib/budget/BudgetBar';
export { PoBudgetList } from './lib/po-budget/PoBudgetList';
export type { PoBudgetListProps } from './lib/po-budget/PoBudgetList';
