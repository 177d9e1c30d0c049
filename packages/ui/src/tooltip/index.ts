export { Tooltip, tooltipPlacements } from './tooltip';
export type { TooltipPlacement, TooltipProps } from './tooltip';
