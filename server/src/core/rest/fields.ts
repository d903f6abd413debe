import { z } from 'zod';

/** Query strings carry text: these accept "true"/"1" and numbers written as text. */
export const queryBool = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');
export const clientTypeField = z.union([z.string(), z.number()]).optional();
