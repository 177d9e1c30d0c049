export { ErrorPage, NotFoundPage } from './error-page';
export type { ErrorPageProps, NotFoundPageProps } from './error-page';
