import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Section } from './configurationDraft';

/** The headings of the sections Apply saves, shared by the sections and the bar that names what is not applied. */
export const SECTION_TITLES: Record<Section, MessageDescriptor> = {
  customerFields: msg`Customer Fields`,
  agentFields: msg`Agent Fields`,
  assignOnReply: msg`Assignment`,
  tags: msg`Conversation Tags`,
  defaultCustomerTags: msg`Default Customer Tags`,
};

/** The page order, which the bar names changed sections in. */
export const SECTION_ORDER: readonly Section[] = ['customerFields', 'agentFields', 'assignOnReply', 'tags', 'defaultCustomerTags'];
