export { ToastStack } from './toast-stack';
