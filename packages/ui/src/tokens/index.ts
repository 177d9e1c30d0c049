export { vars } from './tokens.css';
