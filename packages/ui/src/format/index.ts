export { formatDateTime, formatPrice } from './format';
