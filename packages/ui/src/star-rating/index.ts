export { StarRating, StarRatingInput, starRatingSizes } from './star-rating';
export type { StarRatingInputProps, StarRatingProps, StarRatingSize } from './star-rating';
