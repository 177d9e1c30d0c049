export { finePointerQuery, useMediaQuery } from './media-query';
