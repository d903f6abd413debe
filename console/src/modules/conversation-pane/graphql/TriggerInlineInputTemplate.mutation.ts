import { graphql } from '../../../__generated__';

/** Sends an interactive-information template into the conversation (POST /api/admin/inlineInput/trigger). */
export const TriggerInlineInputTemplateMutation = graphql(`
  mutation TriggerInlineInputTemplate($id: ID!, $conversationId: ID!) {
    triggerInlineInputTemplate(id: $id, conversationId: $conversationId) {
      id
    }
  }
`);
