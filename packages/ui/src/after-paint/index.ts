export { useAfterPaint } from './use-after-paint';
