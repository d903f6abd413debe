import type { z } from 'zod';
import type { FieldValues } from '../agent/agent.entity';
import type { customerNoteSchema } from './customer.schemas';

/** Spec §3 Customer note, newest first; authorName is the agent's current name (its response schema). */
export type CustomerNoteView = z.output<typeof customerNoteSchema>;

export type PlatformReferenceKind = 'facebook' | 'whatsapp' | 'sanuker';

/** A platform customer as agents tell them apart (they have no refId): `reference` is a phone number or a name. */
export interface PlatformReference {
  platform: PlatformReferenceKind;
  reference: string;
}

/** Spec §3 Customer as agents see it. `userId` is the spec's name for `id`. */
export interface CustomerView {
  id: string;
  userId: string;
  username: string | null;
  displayName: string;
  refId: string | null;
  email: string | null;
  subtitle: string | null;
  bio: string | null;
  whatsappId: string | null;
  /** Spec §3: the platform and channel last used with them, one entry per platform. */
  externalPlatformLastSent: { platformId: string; channelId: string; platformType: string }[];
  /** Who a platform customer is, readable: their WhatsApp number or their Facebook name. Null for widget customers. */
  platformReference: PlatformReference | null;
  createDate: number;
  lastActivity: number | null;
  online: boolean;
  generatedName: boolean;
  archived: boolean;
  tags: string[];
  fields: FieldValues;
  conversationCount: number;
  /** Newest first; present unless `fields` leaves notes out. */
  notes?: CustomerNoteView[];
  /** The newest conversations (ids), when `fields` asks for conversations. */
  conversations?: { id: string }[];
}

/** What a visitor reads of their own profile: no tags, notes or admin state. */
export type CustomerSelfView = Omit<CustomerView, 'tags' | 'notes' | 'conversations' | 'archived' | 'conversationCount'>;

/** Extra parts of a view a caller may ask for (spec §7 `fields`: 'createDate,conversations,tags,notes'). */
export interface ViewParts {
  notes: boolean;
  conversations: boolean;
}

export interface CustomerListInput {
  size?: number;
  offset?: number;
  /** The spec's list of strings `field operator operand`, or that list as JSON text. */
  criteria?: unknown;
  /** How criteria combine: and (default) or or. */
  operand?: string;
  fields?: string | string[];
}

export interface CustomerPage {
  items: CustomerView[];
  hasMore: boolean;
}

export interface UpdateCustomerInput {
  userId: string;
  displayName?: string;
  email?: string | null;
  subtitle?: string | null;
  bio?: string | null;
  refId?: string | null;
  /** A partial map: `{ id: { value } }` or `{ id: value }`; null or '' clears a field. */
  fields?: Record<string, unknown>;
}
