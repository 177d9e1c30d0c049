export { ErrorModal } from './error-modal';
