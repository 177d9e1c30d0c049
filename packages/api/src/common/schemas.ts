import * as z from 'zod/mini';

/** An empty success answer; extra fields (for example `messages`) are tolerated. */
export const emptySchema = z.looseObject({});
export type Empty = z.infer<typeof emptySchema>;

/** ISO 8601 date-time string, as every timestamp of the contract. */
export const dateTimeSchema = z.string();

/** Report intervals (spec section 9). */
export const reportIntervals = ['daily', 'weekly', 'monthly', 'never'] as const;
export const reportIntervalSchema = z.enum(reportIntervals);
export type ReportInterval = z.infer<typeof reportIntervalSchema>;

/** Product types sold in the shop (spec section 1); other strings are tolerated for new products. */
export const productTypes = ['review_responder', 'review_booster'] as const;
export const productTypeSchema = z.string();
export type ProductType = (typeof productTypes)[number] | (string & {});

/** Page of a cursor-paginated list: `nextCursor` is null on the last page. */
export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.looseObject({
    items: z.array(item),
    nextCursor: z.nullable(z.string()),
    total: z.number(),
  });
}
