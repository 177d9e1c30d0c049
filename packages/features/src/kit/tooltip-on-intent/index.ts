export { TooltipOnIntent, type TooltipOnIntentProps } from './tooltip-on-intent';
