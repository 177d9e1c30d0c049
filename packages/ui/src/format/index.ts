export { formatDateTime, formatLongDate, formatPrice } from './format';
