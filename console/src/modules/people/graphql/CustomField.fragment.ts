import { graphql } from '../../../__generated__';

export const CustomFieldFragment = graphql(`
  fragment CustomField_definition on CustomFieldDefinition {
    id
    type
    name {
      en
      zh
      zh_cn
    }
  }
`);
