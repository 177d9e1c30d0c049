export {
  getPromoCode,
  listProducts,
  priceSchema,
  productSchema,
  promoCodeSchema,
  useProducts,
  useShopLocations,
  usePromoCode,
} from './shop';
export type { Price, Product, PromoCode } from './shop';
export { productTypes, productTypeSchema } from '../common/schemas';
export type { ProductType } from '../common/schemas';
