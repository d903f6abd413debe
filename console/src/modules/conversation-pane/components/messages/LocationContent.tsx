import { useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import styled from 'styled-components';
import { FileCard, FileCardDetail, FileCardIcon, FileCardInfo, FileCardName } from './FileCard';
import type { MessageMeta } from '../../utils/types';

/** A map service that needs no key and shows a pin where the customer was. */
function mapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}

/**
 * A place a platform customer shared (type 22): its title when the platform gave one, the
 * coordinates in the reader's number format, and a link that opens it on a map.
 */
export function LocationContent({ location }: { location: NonNullable<MessageMeta['location']> }) {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 5 });
  const coordinates = `${number.format(location.latitude)}, ${number.format(location.longitude)}`;
  const name = location.title || t`Shared location`;
  return (
    <FileCard data-testid="message-location">
      <FileCardIcon $tone="primary">
        <MapPin size={20} aria-hidden />
      </FileCardIcon>
      <FileCardInfo>
        <FileCardName title={name}>{name}</FileCardName>
        <FileCardDetail>
          {coordinates} ·{' '}
          <MapLink href={mapUrl(location.latitude, location.longitude)} target="_blank" rel="noopener noreferrer">
            {t`Open map`}
          </MapLink>
        </FileCardDetail>
      </FileCardInfo>
    </FileCard>
  );
}

const MapLink = styled.a`
  color: inherit;
  text-decoration: underline;
`;
