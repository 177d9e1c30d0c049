/** The HTTP methods of the contract; a leaf module so auth/config.ts and client/types.ts need not import each other. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
