export { formatDateTime, formatLongDate, formatPrice, keepTogether } from './format';
