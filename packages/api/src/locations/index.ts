export {
  googleReviewUrl,
  grantLocation,
  importStatuses,
  listLocations,
  locationSchema,
  locationSubscriptionSchema,
  revokeLocation,
  useGrantLocation,
  useLocations,
  useRevokeLocation,
} from './locations';
export type { Location } from './locations';
