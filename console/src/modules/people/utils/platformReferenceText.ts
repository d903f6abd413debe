import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What the server answers for a platform customer, who has no reference number (refId). */
export interface PlatformReference {
  platform: string;
  reference: string;
}

/** How agents tell a platform customer apart: their WhatsApp number, or their name on Facebook or the provider. */
export function platformReferenceText({ platform, reference }: PlatformReference, i18n: I18n): string {
  switch (platform) {
    case 'whatsapp':
      return i18n._(msg`WhatsApp ${reference}`);
    case 'facebook':
      return i18n._(msg`Facebook: ${reference}`);
    default:
      return i18n._(msg`Messaging provider: ${reference}`);
  }
}
