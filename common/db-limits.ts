/**
 * The largest id or count a PostgreSQL `integer` column holds: beyond it a query fails. Apart
 * from the schemas, so a page that only checks an id does not bring zod to the browser.
 */
export const INT4_MAX = 2_147_483_647;
