import { graphql } from '../../../__generated__';

export const InlineInputTemplateFragment = graphql(`
  fragment InlineInputTemplate_item on InlineInputTemplate {
    id
    name
    description
    title
    internal
    automation {
      type
    }
    input {
      inputId
      title
      type
      action {
        type
        field
      }
    }
  }
`);

export const InlineInputTemplatesQuery = graphql(`
  query InlineInputTemplates {
    inlineInputTemplates {
      items {
        ...InlineInputTemplate_item
      }
      total
    }
  }
`);

export const CreateInlineInputTemplateMutation = graphql(`
  mutation CreateInlineInputTemplate($input: InlineInputTemplateInput!) {
    createInlineInputTemplate(input: $input) {
      ...InlineInputTemplate_item
    }
  }
`);

export const UpdateInlineInputTemplateMutation = graphql(`
  mutation UpdateInlineInputTemplate($id: ID!, $input: InlineInputTemplateInput!) {
    updateInlineInputTemplate(id: $id, input: $input) {
      ...InlineInputTemplate_item
    }
  }
`);

export const DeleteInlineInputTemplateMutation = graphql(`
  mutation DeleteInlineInputTemplate($id: ID!) {
    deleteInlineInputTemplate(id: $id)
  }
`);
