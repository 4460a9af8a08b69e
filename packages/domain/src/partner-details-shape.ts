/**
 * The shape of the partner details a browser keeps (what `partnerDetailsSchema` parses an answer to), numbered. Details
 * a version of the portal kept under the same number were parsed to this very shape, so the shell reads them back
 * without the schema, and zod stays off every signed-in page's first load; details kept under another number (or none:
 * put there by hand, or by a version from before the number) are parsed again with the schema. Change it with the
 * schema: partner-details-shape.test.ts fails until it is.
 */
export const PARTNER_DETAILS_SHAPE = 1;

/** The key the number is kept under, beside the details. */
export const PARTNER_DETAILS_SHAPE_KEY = "details_shape";
