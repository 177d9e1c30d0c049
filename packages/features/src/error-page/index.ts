export { ConnectionLostPage, ErrorPage, NotFoundPage } from './error-page';
export type { ConnectionLostPageProps, ErrorPageProps, NotFoundPageProps } from './error-page';
