import { useQuery } from '@apollo/client/react';
import { CustomerTagsQuery } from '../../graphql/CustomerTags.query';
import { TagPicker } from '../shared/TagPicker';

export interface CustomerTagPickerProps {
  tags: readonly string[];
  onAdd: (tag: string) => void;
  onRemove: (tag: string) => void;
}

/** The customer profile's tags (spec §2), offering the workspace's customer tags. */
export function CustomerTagPicker({ tags, onAdd, onRemove }: CustomerTagPickerProps) {
  const { data } = useQuery(CustomerTagsQuery, { fetchPolicy: 'cache-and-network' });
  return <TagPicker tags={tags} options={data?.tags ?? []} onAdd={onAdd} onRemove={onRemove} testId="customer-tag" />;
}
