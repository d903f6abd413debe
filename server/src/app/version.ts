/** The API's version: written into the OpenAPI document, so the served and the committed file agree. */
export const VERSION = '0.1.0';
