import { Foundation1763800000000 } from './1763800000000-Foundation';
import { Messaging1763900000000 } from './1763900000000-Messaging';
import { WidgetIdentityVerification1764400000000 } from './1764400000000-WidgetIdentityVerification';

/** Every migration, oldest first. A landed migration is never edited: add a new one. */
export const migrations = [Foundation1763800000000, Messaging1763900000000, WidgetIdentityVerification1764400000000];
