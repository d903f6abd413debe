/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment GeneratedNamesCacheTest_conversation on Conversation {\n    id\n    name\n    generatedName\n    customer {\n      id\n      displayName\n      generatedName\n    }\n  }\n": typeof types.GeneratedNamesCacheTest_ConversationFragmentDoc,
    "\n  query GeneratedNamesCacheTest($id: ID!) {\n    conversation(id: $id) {\n      ...GeneratedNamesCacheTest_conversation\n    }\n  }\n  \n": typeof types.GeneratedNamesCacheTestDocument,
    "\n      fragment GeneratedNamesCacheTest_key on ApiKey {\n        key\n        name\n      }\n    ": typeof types.GeneratedNamesCacheTest_KeyFragmentDoc,
    "\n  query AgentCapacity($id: ID!) {\n    agent(id: $id) {\n      id\n      capacity {\n        userId\n        capacity\n        open\n      }\n    }\n  }\n": typeof types.AgentCapacityDocument,
    "\n  query AssignmentQueues {\n    assignmentQueues {\n      total\n      teams {\n        teamId\n        name\n        assignmentMode\n        length\n      }\n    }\n  }\n": typeof types.AssignmentQueuesDocument,
    "\n  mutation SetAgentCapacity($userId: ID!, $capacity: Int) {\n    setAgentCapacity(userId: $userId, capacity: $capacity) {\n      userId\n      capacity\n      open\n    }\n  }\n": typeof types.SetAgentCapacityDocument,
    "\n  mutation SetTeamAssignmentMode($teamId: ID!, $assignmentMode: String!) {\n    setTeamAssignmentMode(teamId: $teamId, assignmentMode: $assignmentMode) {\n      teamId\n      assignmentMode\n      length\n    }\n  }\n": typeof types.SetTeamAssignmentModeDocument,
    "\n  query AuditLog($filter: AuditFilter, $cursor: String, $size: Int) {\n    auditLog(filter: $filter, cursor: $cursor, size: $size) {\n      items {\n        id\n        time\n        actorType\n        actorId\n        actorName\n        action\n        targetType\n        targetId\n        detail\n      }\n      nextCursor\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query AuditPeople {\n    agents {\n      id\n      displayName\n    }\n  }\n": typeof types.AuditPeopleDocument,
    "\n  fragment CannedReplyRow_cannedReply on CannedReply {\n    id\n    scope\n    shortCode\n    content {\n      en\n      zh\n      zh_cn\n    }\n    useCount\n    lastUsed\n  }\n": typeof types.CannedReplyRow_CannedReplyFragmentDoc,
    "\n  query CannedReplies {\n    cannedReplies {\n      ...CannedReplyRow_cannedReply\n    }\n  }\n": typeof types.CannedRepliesDocument,
    "\n  mutation CreateCannedReply($input: CannedReplyInput!) {\n    createCannedReply(input: $input) {\n      ...CannedReplyRow_cannedReply\n    }\n  }\n": typeof types.CreateCannedReplyDocument,
    "\n  mutation UpdateCannedReply($id: ID!, $input: CannedReplyInput!) {\n    updateCannedReply(id: $id, input: $input) {\n      ...CannedReplyRow_cannedReply\n    }\n  }\n": typeof types.UpdateCannedReplyDocument,
    "\n  mutation DeleteCannedReply($id: ID!) {\n    deleteCannedReply(id: $id)\n  }\n": typeof types.DeleteCannedReplyDocument,
    "\n  query Configuration {\n    adminSetting {\n      customerFields {\n        ...CustomField_definition\n      }\n      agentFields {\n        ...CustomField_definition\n      }\n      defaultCustomerTags\n      assignOnReply\n    }\n    settingRules {\n      tag\n      team\n    }\n    conversationTags: tags(kind: conversation)\n    teams {\n      id\n      name\n    }\n  }\n": typeof types.ConfigurationDocument,
    "\n  fragment InlineInputTemplate_item on InlineInputTemplate {\n    id\n    name\n    description\n    title\n    internal\n    automation {\n      type\n    }\n    input {\n      inputId\n      title\n      type\n      action {\n        type\n        field\n      }\n    }\n  }\n": typeof types.InlineInputTemplate_ItemFragmentDoc,
    "\n  query InlineInputTemplates {\n    inlineInputTemplates {\n      items {\n        ...InlineInputTemplate_item\n      }\n      total\n    }\n  }\n": typeof types.InlineInputTemplatesDocument,
    "\n  mutation CreateInlineInputTemplate($input: InlineInputTemplateInput!) {\n    createInlineInputTemplate(input: $input) {\n      ...InlineInputTemplate_item\n    }\n  }\n": typeof types.CreateInlineInputTemplateDocument,
    "\n  mutation UpdateInlineInputTemplate($id: ID!, $input: InlineInputTemplateInput!) {\n    updateInlineInputTemplate(id: $id, input: $input) {\n      ...InlineInputTemplate_item\n    }\n  }\n": typeof types.UpdateInlineInputTemplateDocument,
    "\n  mutation DeleteInlineInputTemplate($id: ID!) {\n    deleteInlineInputTemplate(id: $id)\n  }\n": typeof types.DeleteInlineInputTemplateDocument,
    "\n  mutation UpdateConfigurationSetting(\n    $customerFields: [CustomFieldDefinitionInput!]\n    $agentFields: [CustomFieldDefinitionInput!]\n    $defaultCustomerTags: [String!]\n    $assignOnReply: Boolean\n  ) {\n    updateAdminSetting(customerFields: $customerFields, agentFields: $agentFields, defaultCustomerTags: $defaultCustomerTags, assignOnReply: $assignOnReply) {\n      defaultCustomerTags\n      assignOnReply\n    }\n  }\n": typeof types.UpdateConfigurationSettingDocument,
    "\n  mutation UpdateSettingRules($rules: [TagAssignRuleInput!]!) {\n    updateSettingRules(rules: $rules) {\n      tag\n      team\n    }\n  }\n": typeof types.UpdateSettingRulesDocument,
    "\n  mutation CreateConversationTag($tag: String!) {\n    createTag(kind: conversation, tag: $tag)\n  }\n": typeof types.CreateConversationTagDocument,
    "\n  mutation DeleteConversationTag($tag: String!) {\n    deleteTag(kind: conversation, tag: $tag)\n  }\n": typeof types.DeleteConversationTagDocument,
    "\n  query AssignCandidates {\n    agents {\n      id\n      displayName\n      profilePic\n      online\n    }\n    teams {\n      id\n      name\n    }\n  }\n": typeof types.AssignCandidatesDocument,
    "\n  mutation AssignConversationTags($conversationId: ID!, $tag: [String!]!) {\n    assignConversationTags(conversationId: $conversationId, tag: $tag) {\n      ...ConversationPane_conversation\n    }\n  }\n": typeof types.AssignConversationTagsDocument,
    "\n  fragment ChatMessage_message on Message {\n    id\n    localId\n    conversationId\n    seq\n    timestamp\n    senderId\n    senderType\n    dataType\n    internal\n    pushContent\n    meta\n    version\n  }\n": typeof types.ChatMessage_MessageFragmentDoc,
    "\n  query ComposerCannedReplies {\n    cannedReplies {\n      id\n      scope\n      shortCode\n      content {\n        en\n        zh\n        zh_cn\n      }\n    }\n  }\n": typeof types.ComposerCannedRepliesDocument,
    "\n  query ConversationMessages($conversationId: ID!, $beforeId: String, $size: Int, $msgTypeFilter: Int, $msgSubtypeFilter: Int) {\n    messages(conversationId: $conversationId, beforeId: $beforeId, size: $size, msgTypeFilter: $msgTypeFilter, msgSubtypeFilter: $msgSubtypeFilter) {\n      total\n      messages {\n        ...ChatMessage_message\n      }\n    }\n  }\n": typeof types.ConversationMessagesDocument,
    "\n  fragment ConversationPane_conversation on Conversation {\n    id\n    name\n    generatedName\n    profilePic\n    subtitle\n    status\n    tags\n    hidden\n    snooze\n    source\n    livechat\n    online\n    agentOnly\n    unread\n    lastUpdateTimestamp\n    orderTimestamp\n    lastRead {\n      id\n    }\n    mergedInto {\n      id\n    }\n    assignedAgent {\n      id\n      displayName\n      profilePic\n    }\n    agent {\n      id\n      displayName\n      profilePic\n    }\n    team {\n      id\n      name\n    }\n    customer {\n      id\n      displayName\n      generatedName\n    }\n    customerRating {\n      score\n      comment\n    }\n    agentRating {\n      score\n      comment\n    }\n  }\n": typeof types.ConversationPane_ConversationFragmentDoc,
    "\n  query ConversationPane($id: ID!) {\n    conversation(id: $id) {\n      ...ConversationPane_conversation\n    }\n  }\n": typeof types.ConversationPaneDocument,
    "\n  query CustomerRecentConversations($filter: ConversationFilterInput) {\n    conversations(filter: $filter) {\n      id\n      name\n      generatedName\n      status\n      source\n      orderTimestamp\n      lastMessage {\n        id\n        text\n        timestamp\n      }\n    }\n  }\n": typeof types.CustomerRecentConversationsDocument,
    "\n  mutation DeleteMessage($messageId: ID!) {\n    deleteMessage(messageId: $messageId)\n  }\n": typeof types.DeleteMessageDocument,
    "\n  mutation EndLivechat($id: ID!) {\n    endLivechat(id: $id) {\n      ...ConversationPane_conversation\n    }\n  }\n": typeof types.EndLivechatDocument,
    "\n  mutation MarkConversationRead($conversationId: ID!, $messageId: ID!) {\n    markRead(conversationId: $conversationId, messageId: $messageId) {\n      conversationId\n      messageId\n      lastRead {\n        id\n      }\n    }\n  }\n": typeof types.MarkConversationReadDocument,
    "\n  query MergeCandidates($customerId: String) {\n    conversations(filter: { status: all, filter: all, size: 100, customerId: $customerId }) {\n      id\n      name\n      generatedName\n      status\n      orderTimestamp\n      agentOnly\n      mergedInto {\n        id\n      }\n      customer {\n        id\n        displayName\n        generatedName\n      }\n      lastMessage {\n        text\n      }\n    }\n  }\n": typeof types.MergeCandidatesDocument,
    "\n  mutation MergeConversation($sourceId: ID!, $targetId: ID!) {\n    mergeConversation(sourceId: $sourceId, targetId: $targetId) {\n      mergeId\n      sourceId\n      targetId\n      undoUntil\n      movedMessages\n    }\n  }\n": typeof types.MergeConversationDocument,
    "\n  query ReplyRules($conversationId: ID!) {\n    replyRules(conversationId: $conversationId) {\n      platformType\n      channelName\n      responseWindowHours\n      windowOpen\n      messageTags {\n        tag\n        name\n      }\n      templates {\n        key\n        name\n        description\n        params {\n          name\n          description\n          component\n          index\n        }\n      }\n    }\n  }\n": typeof types.ReplyRulesDocument,
    "\n  mutation RetryMessageDelivery($messageId: ID!) {\n    retryMessageDelivery(messageId: $messageId)\n  }\n": typeof types.RetryMessageDeliveryDocument,
    "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      ...ChatMessage_message\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  mutation SendTyping($conversationId: ID!, $status: Int!, $time: Int, $internal: Boolean) {\n    sendTyping(conversationId: $conversationId, status: $status, time: $time, internal: $internal)\n  }\n": typeof types.SendTypingDocument,
    "\n  mutation SnoozeConversation($id: ID!, $snooze: Float!) {\n    snoozeConversation(id: $id, snooze: $snooze) {\n      ...ConversationPane_conversation\n    }\n  }\n": typeof types.SnoozeConversationDocument,
    "\n  mutation StartLivechat($id: ID!) {\n    startLivechat(id: $id) {\n      ...ConversationPane_conversation\n    }\n  }\n": typeof types.StartLivechatDocument,
    "\n  mutation TriggerInlineInputTemplate($id: ID!, $conversationId: ID!) {\n    triggerInlineInputTemplate(id: $id, conversationId: $conversationId) {\n      id\n    }\n  }\n": typeof types.TriggerInlineInputTemplateDocument,
    "\n  mutation UnassignConversationTags($conversationId: ID!, $tag: [String!]!) {\n    unassignConversationTags(conversationId: $conversationId, tag: $tag) {\n      ...ConversationPane_conversation\n    }\n  }\n": typeof types.UnassignConversationTagsDocument,
    "\n  mutation UndoConversationMerge($mergeId: ID!) {\n    undoConversationMerge(mergeId: $mergeId) {\n      mergeId\n      sourceId\n      undone\n    }\n  }\n": typeof types.UndoConversationMergeDocument,
    "\n  mutation UpdateConversationFromPane($input: UpdateConversationInput!) {\n    updateConversation(input: $input) {\n      ...ConversationPane_conversation\n    }\n  }\n": typeof types.UpdateConversationFromPaneDocument,
    "\n  query Customization {\n    appConfig\n    application\n    measuredResponseTime\n  }\n": typeof types.CustomizationDocument,
    "\n  mutation UpdateAppConfig($value: JSONObject!) {\n    updateAppConfig(value: $value)\n  }\n": typeof types.UpdateAppConfigDocument,
    "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation UpdateApiKey($key: String!, $identityVerification: Boolean!) {\n    updateApiKey(key: $key, identityVerification: $identityVerification) {\n      key\n      identityVerification\n    }\n  }\n": typeof types.UpdateApiKeyDocument,
    "\n  mutation DeleteApiKey($key: String!) {\n    deleteApiKey(key: $key)\n  }\n": typeof types.DeleteApiKeyDocument,
    "\n  mutation CreateApiToken($name: String!, $permissions: [String!]!) {\n    createApiToken(name: $name, permissions: $permissions) {\n      name\n      token\n      secret\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation DeleteApiToken($token: String!) {\n    deleteApiToken(token: $token)\n  }\n": typeof types.DeleteApiTokenDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      id\n      secret\n      ...WebhookFields_webhook\n    }\n  }\n": typeof types.CreateWebhookDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": typeof types.DeleteWebhookDocument,
    "\n  fragment ApiKeyFields_apiKey on ApiKey {\n    name\n    key\n    secret\n    identityVerification\n    createDate\n  }\n": typeof types.ApiKeyFields_ApiKeyFragmentDoc,
    "\n  fragment ApiTokenFields_apiToken on ApiToken {\n    name\n    token\n    permissions\n    createDate\n    lastUsed\n  }\n": typeof types.ApiTokenFields_ApiTokenFragmentDoc,
    "\n  query DeveloperPage {\n    apiKeys {\n      ...ApiKeyFields_apiKey\n    }\n    apiTokens {\n      ...ApiTokenFields_apiToken\n    }\n  }\n": typeof types.DeveloperPageDocument,
    "\n  mutation PingWebhook($id: ID!) {\n    pingWebhook(id: $id) {\n      id\n      status\n      ...WebhookDeliveryFields_webhookDelivery\n    }\n  }\n": typeof types.PingWebhookDocument,
    "\n  mutation RedeliverWebhook($id: ID!, $deliveryId: ID!) {\n    redeliverWebhook(id: $id, deliveryId: $deliveryId) {\n      id\n      status\n      ...WebhookDeliveryFields_webhookDelivery\n    }\n  }\n": typeof types.RedeliverWebhookDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      id\n      secret\n      ...WebhookFields_webhook\n    }\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  mutation UpdateWebhook($input: UpdateWebhookInput!) {\n    updateWebhook(input: $input) {\n      id\n      ...WebhookFields_webhook\n    }\n  }\n": typeof types.UpdateWebhookDocument,
    "\n  query WebhookDeliveries($id: ID!, $before: String, $size: Int) {\n    webhookDeliveries(id: $id, before: $before, size: $size) {\n      hasMore\n      items {\n        id\n        status\n        ...WebhookDeliveryFields_webhookDelivery\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  fragment WebhookDeliveryFields_webhookDelivery on WebhookDelivery {\n    id\n    eventId\n    eventType\n    status\n    attempts\n    lastAttemptAt\n    lastStatus\n    lastDurationMs\n    lastError\n    lastResponse\n    deliveredAt\n    createdAt\n  }\n": typeof types.WebhookDeliveryFields_WebhookDeliveryFragmentDoc,
    "\n  fragment WebhookFields_webhook on Webhook {\n    id\n    url\n    description\n    events\n    includeInternal\n    active\n    disabledReason\n    disabledAt\n    consecutiveFailures\n    retryAt\n    previousSecretUntil\n    createdAt\n  }\n": typeof types.WebhookFields_WebhookFragmentDoc,
    "\n  query Webhooks {\n    webhooks {\n      id\n      ...WebhookFields_webhook\n    }\n  }\n": typeof types.WebhooksDocument,
    "\n  fragment InboxCard_conversation on Conversation {\n    id\n    name\n    generatedName\n    profilePic\n    status\n    hidden\n    snooze\n    mentioned\n    unread\n    source\n    livechat\n    online\n    tags\n    orderTimestamp\n    lastUpdateTimestamp\n    customerRating {\n      score\n    }\n    customer {\n      id\n      displayName\n      generatedName\n    }\n    assignedAgent {\n      id\n      displayName\n    }\n    team {\n      id\n      name\n    }\n    lastMessage {\n      id\n      seq\n      senderType\n      senderId\n      type\n      text\n      internal\n      timestamp\n    }\n  }\n": typeof types.InboxCard_ConversationFragmentDoc,
    "\n  query InboxConfiguration {\n    configuration {\n      ...InboxConfiguration_views\n    }\n  }\n": typeof types.InboxConfigurationDocument,
    "\n  fragment InboxConfiguration_views on UserConfiguration {\n    id\n    conversationCustomViews {\n      value\n      label\n      count\n      searchParams {\n        status\n        filter\n        team\n        customerId\n        agentId\n        tag\n        customerTag\n        beforeTimestamp\n        afterTimestamp\n        showOnline\n        reverseOrder\n      }\n    }\n  }\n": typeof types.InboxConfiguration_ViewsFragmentDoc,
    "\n  query InboxConversation($id: ID!) {\n    conversation(id: $id) {\n      ...InboxCard_conversation\n    }\n  }\n": typeof types.InboxConversationDocument,
    "\n  query InboxConversations($filter: ConversationFilterInput) {\n    conversations(filter: $filter) {\n      ...InboxCard_conversation\n    }\n  }\n": typeof types.InboxConversationsDocument,
    "\n  query InboxCounts {\n    conversationCounts {\n      me\n      unassigned\n      mention\n      snooze\n      hidden\n      team {\n        teamId\n        name\n        count\n      }\n    }\n  }\n": typeof types.InboxCountsDocument,
    "\n  query InboxSearchMessages($query: String!) {\n    searchMessages(query: $query) {\n      id\n      conversationId\n      conversationName\n      conversationGeneratedName\n      senderType\n      senderId\n      internal\n      timestamp\n      meta\n    }\n  }\n": typeof types.InboxSearchMessagesDocument,
    "\n  mutation UpdateInboxConfiguration($setValue: ConfigurationSetValueInput!) {\n    updateConfiguration(setValue: $setValue) {\n      ...InboxConfiguration_views\n    }\n  }\n": typeof types.UpdateInboxConfigurationDocument,
    "\n  fragment NotificationPreferences_preferences on NotificationPreferences {\n    newConversation {\n      push\n      email\n    }\n    assignedMessage {\n      push\n      email\n    }\n    mention {\n      push\n      email\n    }\n  }\n": typeof types.NotificationPreferences_PreferencesFragmentDoc,
    "\n  query NotificationSettings {\n    notificationSettings {\n      pushPublicKey\n      emailWindowMinutes\n      preferences {\n        ...NotificationPreferences_preferences\n      }\n      pushSubscriptions {\n        ...PushSubscription_subscription\n      }\n    }\n  }\n": typeof types.NotificationSettingsDocument,
    "\n  fragment PushSubscription_subscription on PushSubscriptionInfo {\n    id\n    label\n    createdAt\n    lastPushAt\n  }\n": typeof types.PushSubscription_SubscriptionFragmentDoc,
    "\n  mutation RemovePushSubscription($id: ID!) {\n    removePushSubscription(id: $id)\n  }\n": typeof types.RemovePushSubscriptionDocument,
    "\n  mutation ReportConsoleFocus($tabId: String!, $focused: Boolean!) {\n    reportConsoleFocus(tabId: $tabId, focused: $focused)\n  }\n": typeof types.ReportConsoleFocusDocument,
    "\n  mutation SubscribePush($input: PushSubscriptionInput!) {\n    subscribePush(input: $input) {\n      ...PushSubscription_subscription\n    }\n  }\n": typeof types.SubscribePushDocument,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferences_preferences\n    }\n  }\n": typeof types.UpdateNotificationPreferencesDocument,
    "\n  mutation DismissGettingStarted {\n    dismissGettingStarted {\n      ...GettingStartedFields\n    }\n  }\n": typeof types.DismissGettingStartedDocument,
    "\n  fragment GettingStartedFields on GettingStarted {\n    widgetInstalled\n    teamInvited\n    channelConnected\n    officeHoursSet\n    dismissed\n  }\n": typeof types.GettingStartedFieldsFragmentDoc,
    "\n  query GettingStarted {\n    gettingStarted {\n      ...GettingStartedFields\n    }\n  }\n": typeof types.GettingStartedDocument,
    "\n  mutation AddCustomerNote($id: ID!, $content: String!) {\n    addCustomerNote(id: $id, content: $content) {\n      ...CustomerProfile_customer\n    }\n  }\n": typeof types.AddCustomerNoteDocument,
    "\n  query AgentPage($id: ID!, $size: Int) {\n    agent(id: $id) {\n      ...AgentProfile_agent\n    }\n    agentConversations(id: $id, size: $size) {\n      ...ConversationLink_conversation\n    }\n  }\n": typeof types.AgentPageDocument,
    "\n  fragment AgentProfile_agent on Agent {\n    id\n    displayName\n    email\n    profilePic\n    refId\n    createDate\n    lastActivity\n    online\n    permissions\n    fields\n    tags\n    teams {\n      id\n      name\n    }\n  }\n": typeof types.AgentProfile_AgentFragmentDoc,
    "\n  fragment AgentRow_agent on Agent {\n    id\n    displayName\n    email\n    profilePic\n    refId\n    createDate\n    online\n  }\n": typeof types.AgentRow_AgentFragmentDoc,
    "\n  query AgentTags {\n    tags(kind: agent)\n  }\n": typeof types.AgentTagsDocument,
    "\n  query AgentsPage($manager: Boolean!) {\n    agents {\n      ...AgentRow_agent\n    }\n    invitations @include(if: $manager) {\n      delivery\n      items {\n        ...PendingInvitation_invitation\n      }\n    }\n    teams @include(if: $manager) {\n      id\n      name\n    }\n  }\n": typeof types.AgentsPageDocument,
    "\n  mutation ArchiveCustomer($id: ID!) {\n    archiveCustomer(id: $id)\n  }\n": typeof types.ArchiveCustomerDocument,
    "\n  mutation AssignCustomerTags($id: ID!, $tag: [String!]!) {\n    assignCustomerTags(id: $id, tag: $tag) {\n      id\n      tags\n    }\n  }\n": typeof types.AssignCustomerTagsDocument,
    "\n  fragment ConversationLink_conversation on Conversation {\n    id\n    name\n    generatedName\n    source\n    status\n    online\n    unread\n    orderTimestamp\n    customer {\n      id\n      displayName\n      generatedName\n    }\n    lastMessage {\n      id\n      text\n      timestamp\n    }\n  }\n": typeof types.ConversationLink_ConversationFragmentDoc,
    "\n  mutation CreateCustomerConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateCustomerConversationDocument,
    "\n  mutation CreateTeam($name: String!, $agent: [ID!]) {\n    createTeam(name: $name, agent: $agent) {\n      ...TeamCard_team\n    }\n  }\n": typeof types.CreateTeamDocument,
    "\n  fragment CustomField_definition on CustomFieldDefinition {\n    id\n    type\n    name {\n      en\n      zh\n      zh_cn\n    }\n  }\n": typeof types.CustomField_DefinitionFragmentDoc,
    "\n  query CustomFields {\n    adminSetting {\n      customerFields {\n        ...CustomField_definition\n      }\n      agentFields {\n        ...CustomField_definition\n      }\n    }\n  }\n": typeof types.CustomFieldsDocument,
    "\n  query CustomerProfile($id: ID!) {\n    customer(id: $id) {\n      ...CustomerProfile_customer\n    }\n  }\n": typeof types.CustomerProfileDocument,
    "\n  query CustomerList($criteria: [String!], $operand: String, $offset: Int, $size: Int) {\n    customers(criteria: $criteria, operand: $operand, offset: $offset, size: $size) {\n      items {\n        ...CustomerRow_customer\n      }\n      hasMore\n    }\n  }\n": typeof types.CustomerListDocument,
    "\n  query CustomerName($id: ID!) {\n    customer(id: $id) {\n      id\n      displayName\n      generatedName\n      email\n    }\n  }\n": typeof types.CustomerNameDocument,
    "\n  query CustomerPage($id: ID!, $size: Int) {\n    customer(id: $id) {\n      ...CustomerProfile_customer\n    }\n    customerConversations(id: $id, size: $size) {\n      ...ConversationLink_conversation\n    }\n  }\n": typeof types.CustomerPageDocument,
    "\n  fragment CustomerProfile_customer on Customer {\n    id\n    displayName\n    generatedName\n    username\n    refId\n    platformReference {\n      platform\n      reference\n    }\n    email\n    subtitle\n    bio\n    createDate\n    lastActivity\n    online\n    archived\n    tags\n    fields\n    conversationCount\n    notes {\n      id\n      userId\n      authorName\n      content\n      timestamp\n    }\n  }\n": typeof types.CustomerProfile_CustomerFragmentDoc,
    "\n  fragment CustomerRow_customer on Customer {\n    id\n    displayName\n    generatedName\n    email\n    refId\n    platformReference {\n      platform\n      reference\n    }\n    createDate\n    online\n    conversationCount\n  }\n": typeof types.CustomerRow_CustomerFragmentDoc,
    "\n  query CustomerSearch($criteria: [String!], $operand: String, $size: Int) {\n    customers(criteria: $criteria, operand: $operand, size: $size) {\n      items {\n        id\n        displayName\n        generatedName\n        email\n      }\n      hasMore\n    }\n  }\n": typeof types.CustomerSearchDocument,
    "\n  query CustomerTags {\n    tags(kind: customer)\n  }\n": typeof types.CustomerTagsDocument,
    "\n  mutation DeleteAgent($id: ID!) {\n    deleteAgent(id: $id)\n  }\n": typeof types.DeleteAgentDocument,
    "\n  mutation DeleteTeam($id: ID!) {\n    deleteTeam(id: $id)\n  }\n": typeof types.DeleteTeamDocument,
    "\n  mutation EraseCustomer($id: ID!, $reason: String) {\n    eraseCustomer(id: $id, reason: $reason) {\n      customerId\n      conversations\n      messages\n      files\n      exports\n    }\n  }\n": typeof types.EraseCustomerDocument,
    "\n  mutation InviteAgent($email: String!, $displayName: String!, $permissions: [String!], $teamIds: [ID!]) {\n    inviteAgent(email: $email, displayName: $displayName, permissions: $permissions, teamIds: $teamIds)\n  }\n": typeof types.InviteAgentDocument,
    "\n  fragment PendingInvitation_invitation on Invitation {\n    id\n    email\n    displayName\n    createdAt\n    expiresAt\n    sentAt\n    expired\n    teams {\n      id\n      name\n    }\n    invitedBy {\n      id\n      displayName\n    }\n  }\n": typeof types.PendingInvitation_InvitationFragmentDoc,
    "\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      ...PendingInvitation_invitation\n    }\n  }\n": typeof types.ResendInvitationDocument,
    "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n": typeof types.RevokeInvitationDocument,
    "\n  mutation SetAgentTags($id: ID!, $tags: [String!]!) {\n    updateAgent(input: { id: $id, tags: $tags }) {\n      id\n      tags\n    }\n  }\n": typeof types.SetAgentTagsDocument,
    "\n  fragment TeamCard_team on Team {\n    id\n    name\n    agent\n    assignmentMode\n    members {\n      id\n      displayName\n      profilePic\n      online\n    }\n  }\n": typeof types.TeamCard_TeamFragmentDoc,
    "\n  query TeamsPage {\n    teams {\n      ...TeamCard_team\n    }\n    agents {\n      ...AgentRow_agent\n    }\n  }\n": typeof types.TeamsPageDocument,
    "\n  mutation UnassignCustomerTags($id: ID!, $tag: [String!]!) {\n    unassignCustomerTags(id: $id, tag: $tag) {\n      id\n      tags\n    }\n  }\n": typeof types.UnassignCustomerTagsDocument,
    "\n  mutation UpdateAgent($input: UpdateAgentInput!) {\n    updateAgent(input: $input) {\n      ...AgentProfile_agent\n    }\n  }\n": typeof types.UpdateAgentDocument,
    "\n  mutation UpdateCustomer($input: UpdateCustomerInput!) {\n    updateCustomer(input: $input) {\n      ...CustomerProfile_customer\n    }\n  }\n": typeof types.UpdateCustomerDocument,
    "\n  mutation UpdateTeam($id: ID!, $name: String, $agent: [ID!]) {\n    updateTeam(id: $id, name: $name, agent: $agent) {\n      ...TeamCard_team\n    }\n  }\n": typeof types.UpdateTeamDocument,
    "\n  fragment ExternalPlatformFields on ExternalPlatform {\n    id\n    type\n    appSecretHint\n    verifyToken\n    webhookUrl\n    createDate\n    organizationId\n    projectGChannelId\n    accessTokenHint\n    liveChatWebhook\n    relayWebhook\n    sendWebhook\n    webhookSecretHint\n    webhookSecret\n    channels {\n      channelId\n      name\n      platformType\n      accountId\n      namespace\n      responseWindowHours\n      templates {\n        key\n        name\n        description\n        params {\n          name\n          description\n          component\n          index\n        }\n      }\n    }\n    pages {\n      pageId\n      name\n      accessTokenHint\n      responseWindowHours\n      tags {\n        tag\n        name\n        description\n      }\n    }\n  }\n": typeof types.ExternalPlatformFieldsFragmentDoc,
    "\n  query ExternalPlatforms {\n    externalPlatforms {\n      ...ExternalPlatformFields\n    }\n  }\n": typeof types.ExternalPlatformsDocument,
    "\n  mutation CreateFacebookPlatform {\n    createFacebookPlatform {\n      ...ExternalPlatformFields\n    }\n  }\n": typeof types.CreateFacebookPlatformDocument,
    "\n  mutation UpdateFacebookPlatform($id: ID!, $appSecret: String!) {\n    updateFacebookPlatform(id: $id, appSecret: $appSecret) {\n      ...ExternalPlatformFields\n    }\n  }\n": typeof types.UpdateFacebookPlatformDocument,
    "\n  mutation DeleteExternalPlatform($id: ID!) {\n    deleteExternalPlatform(id: $id) {\n      ...ExternalPlatformFields\n    }\n  }\n": typeof types.DeleteExternalPlatformDocument,
    "\n  mutation SaveFacebookPage($id: ID!, $pageId: String!, $name: String!, $accessToken: String, $responseWindowHours: Int, $tags: [FacebookMessageTagInput!]) {\n    saveFacebookPage(id: $id, pageId: $pageId, name: $name, accessToken: $accessToken, responseWindowHours: $responseWindowHours, tags: $tags) {\n      ...ExternalPlatformFields\n    }\n  }\n": typeof types.SaveFacebookPageDocument,
    "\n  mutation DeleteFacebookPage($id: ID!, $pageId: String!) {\n    deleteFacebookPage(id: $id, pageId: $pageId) {\n      ...ExternalPlatformFields\n    }\n  }\n": typeof types.DeleteFacebookPageDocument,
    "\n  mutation CreateProviderPlatform {\n    createProviderPlatform {\n      ...ExternalPlatformFields\n    }\n  }\n": typeof types.CreateProviderPlatformDocument,
    "\n  mutation UpdateProviderPlatform($id: ID!, $accessToken: String, $organizationId: String, $projectGChannelId: String) {\n    updateProviderPlatform(id: $id, accessToken: $accessToken, organizationId: $organizationId, projectGChannelId: $projectGChannelId) {\n      ...ExternalPlatformFields\n    }\n  }\n": typeof types.UpdateProviderPlatformDocument,
    "\n  mutation SaveProviderChannel(\n    $id: ID!\n    $channelId: String!\n    $name: String!\n    $platformType: String!\n    $accountId: String\n    $namespace: String\n    $responseWindowHours: Int\n    $templates: [ChannelTemplateInput!]\n  ) {\n    saveProviderChannel(\n      id: $id\n      channelId: $channelId\n      name: $name\n      platformType: $platformType\n      accountId: $accountId\n      namespace: $namespace\n      responseWindowHours: $responseWindowHours\n      templates: $templates\n    ) {\n      ...ExternalPlatformFields\n    }\n  }\n": typeof types.SaveProviderChannelDocument,
    "\n  mutation DeleteProviderChannel($id: ID!, $channelId: String!) {\n    deleteProviderChannel(id: $id, channelId: $channelId) {\n      ...ExternalPlatformFields\n    }\n  }\n": typeof types.DeleteProviderChannelDocument,
    "\n  subscription RealtimeEvents {\n    events {\n      id\n      type\n      cursor\n      change\n      payload\n    }\n  }\n": typeof types.RealtimeEventsDocument,
    "\n  query UpdatesSince($cursor: Float, $size: Int) {\n    updatesSince(cursor: $cursor, size: $size) {\n      cursor\n      hasMore\n      reset\n      updates {\n        cursor\n        event\n        conversationId\n        messageId\n        conversation {\n          id\n          status\n          hidden\n          snooze\n          lastUpdateTimestamp\n        }\n        message {\n          ...ChatMessage_message\n        }\n      }\n    }\n  }\n": typeof types.UpdatesSinceDocument,
    "\n  query ReportDashboard($from: String!, $to: String!) {\n    reportDashboard(from: $from, to: $to) {\n      from\n      to\n      timeZone\n      totals {\n        conversations\n        responded\n        closed\n        medianFirstResponseSeconds\n        medianResolutionSeconds\n        customerMessages\n        agentMessages\n      }\n      perDay {\n        date\n        source\n        conversations\n      }\n      heatmap {\n        weekday\n        hour\n        conversations\n      }\n      agents {\n        agentId\n        displayName\n        conversations\n        firstResponses\n        medianFirstResponseSeconds\n        averageRating\n        ratings\n      }\n      ratings {\n        score\n        conversations\n      }\n    }\n  }\n": typeof types.ReportDashboardDocument,
    "\n  fragment MessageExportFields on MessageExport {\n    id\n    from\n    to\n    includeVoice\n    includeFile\n    status\n    createDate\n    size\n    conversations\n    currentKey\n  }\n": typeof types.MessageExportFieldsFragmentDoc,
    "\n  query MessageExports {\n    messageExports {\n      ...MessageExportFields\n    }\n  }\n": typeof types.MessageExportsDocument,
    "\n  mutation RequestMessageExport($input: MessageExportInput!) {\n    requestMessageExport(input: $input) {\n      ...MessageExportFields\n    }\n  }\n": typeof types.RequestMessageExportDocument,
    "\n  mutation MessageExportDownloadPath($id: ID!) {\n    messageExportDownloadPath(id: $id)\n  }\n": typeof types.MessageExportDownloadPathDocument,
    "\n  mutation DeleteMessageExport($id: ID!) {\n    deleteMessageExport(id: $id)\n  }\n": typeof types.DeleteMessageExportDocument,
    "\n  query MessageExportKey {\n    messageExportKey\n  }\n": typeof types.MessageExportKeyDocument,
    "\n  mutation RevokeMessageExportKey {\n    revokeMessageExportKey\n  }\n": typeof types.RevokeMessageExportKeyDocument,
    "\n  mutation RetentionDryRun($days: Int!) {\n    retentionDryRun(days: $days) {\n      days\n      messages\n      files\n      bytes\n      previewToken\n    }\n  }\n": typeof types.RetentionDryRunDocument,
    "\n  fragment RetentionPolicy_policy on RetentionPolicy {\n    enabled\n    days\n    updatedAt\n    lastRun {\n      finishedAt\n      days\n      messages\n      files\n      bytes\n    }\n  }\n": typeof types.RetentionPolicy_PolicyFragmentDoc,
    "\n  query RetentionPolicy {\n    retentionPolicy {\n      ...RetentionPolicy_policy\n    }\n  }\n": typeof types.RetentionPolicyDocument,
    "\n  mutation UpdateRetentionPolicy($input: RetentionPolicyInput!) {\n    updateRetentionPolicy(input: $input) {\n      ...RetentionPolicy_policy\n    }\n  }\n": typeof types.UpdateRetentionPolicyDocument,
};
const documents: Documents = {
    "\n  fragment GeneratedNamesCacheTest_conversation on Conversation {\n    id\n    name\n    generatedName\n    customer {\n      id\n      displayName\n      generatedName\n    }\n  }\n": types.GeneratedNamesCacheTest_ConversationFragmentDoc,
    "\n  query GeneratedNamesCacheTest($id: ID!) {\n    conversation(id: $id) {\n      ...GeneratedNamesCacheTest_conversation\n    }\n  }\n  \n": types.GeneratedNamesCacheTestDocument,
    "\n      fragment GeneratedNamesCacheTest_key on ApiKey {\n        key\n        name\n      }\n    ": types.GeneratedNamesCacheTest_KeyFragmentDoc,
    "\n  query AgentCapacity($id: ID!) {\n    agent(id: $id) {\n      id\n      capacity {\n        userId\n        capacity\n        open\n      }\n    }\n  }\n": types.AgentCapacityDocument,
    "\n  query AssignmentQueues {\n    assignmentQueues {\n      total\n      teams {\n        teamId\n        name\n        assignmentMode\n        length\n      }\n    }\n  }\n": types.AssignmentQueuesDocument,
    "\n  mutation SetAgentCapacity($userId: ID!, $capacity: Int) {\n    setAgentCapacity(userId: $userId, capacity: $capacity) {\n      userId\n      capacity\n      open\n    }\n  }\n": types.SetAgentCapacityDocument,
    "\n  mutation SetTeamAssignmentMode($teamId: ID!, $assignmentMode: String!) {\n    setTeamAssignmentMode(teamId: $teamId, assignmentMode: $assignmentMode) {\n      teamId\n      assignmentMode\n      length\n    }\n  }\n": types.SetTeamAssignmentModeDocument,
    "\n  query AuditLog($filter: AuditFilter, $cursor: String, $size: Int) {\n    auditLog(filter: $filter, cursor: $cursor, size: $size) {\n      items {\n        id\n        time\n        actorType\n        actorId\n        actorName\n        action\n        targetType\n        targetId\n        detail\n      }\n      nextCursor\n    }\n  }\n": types.AuditLogDocument,
    "\n  query AuditPeople {\n    agents {\n      id\n      displayName\n    }\n  }\n": types.AuditPeopleDocument,
    "\n  fragment CannedReplyRow_cannedReply on CannedReply {\n    id\n    scope\n    shortCode\n    content {\n      en\n      zh\n      zh_cn\n    }\n    useCount\n    lastUsed\n  }\n": types.CannedReplyRow_CannedReplyFragmentDoc,
    "\n  query CannedReplies {\n    cannedReplies {\n      ...CannedReplyRow_cannedReply\n    }\n  }\n": types.CannedRepliesDocument,
    "\n  mutation CreateCannedReply($input: CannedReplyInput!) {\n    createCannedReply(input: $input) {\n      ...CannedReplyRow_cannedReply\n    }\n  }\n": types.CreateCannedReplyDocument,
    "\n  mutation UpdateCannedReply($id: ID!, $input: CannedReplyInput!) {\n    updateCannedReply(id: $id, input: $input) {\n      ...CannedReplyRow_cannedReply\n    }\n  }\n": types.UpdateCannedReplyDocument,
    "\n  mutation DeleteCannedReply($id: ID!) {\n    deleteCannedReply(id: $id)\n  }\n": types.DeleteCannedReplyDocument,
    "\n  query Configuration {\n    adminSetting {\n      customerFields {\n        ...CustomField_definition\n      }\n      agentFields {\n        ...CustomField_definition\n      }\n      defaultCustomerTags\n      assignOnReply\n    }\n    settingRules {\n      tag\n      team\n    }\n    conversationTags: tags(kind: conversation)\n    teams {\n      id\n      name\n    }\n  }\n": types.ConfigurationDocument,
    "\n  fragment InlineInputTemplate_item on InlineInputTemplate {\n    id\n    name\n    description\n    title\n    internal\n    automation {\n      type\n    }\n    input {\n      inputId\n      title\n      type\n      action {\n        type\n        field\n      }\n    }\n  }\n": types.InlineInputTemplate_ItemFragmentDoc,
    "\n  query InlineInputTemplates {\n    inlineInputTemplates {\n      items {\n        ...InlineInputTemplate_item\n      }\n      total\n    }\n  }\n": types.InlineInputTemplatesDocument,
    "\n  mutation CreateInlineInputTemplate($input: InlineInputTemplateInput!) {\n    createInlineInputTemplate(input: $input) {\n      ...InlineInputTemplate_item\n    }\n  }\n": types.CreateInlineInputTemplateDocument,
    "\n  mutation UpdateInlineInputTemplate($id: ID!, $input: InlineInputTemplateInput!) {\n    updateInlineInputTemplate(id: $id, input: $input) {\n      ...InlineInputTemplate_item\n    }\n  }\n": types.UpdateInlineInputTemplateDocument,
    "\n  mutation DeleteInlineInputTemplate($id: ID!) {\n    deleteInlineInputTemplate(id: $id)\n  }\n": types.DeleteInlineInputTemplateDocument,
    "\n  mutation UpdateConfigurationSetting(\n    $customerFields: [CustomFieldDefinitionInput!]\n    $agentFields: [CustomFieldDefinitionInput!]\n    $defaultCustomerTags: [String!]\n    $assignOnReply: Boolean\n  ) {\n    updateAdminSetting(customerFields: $customerFields, agentFields: $agentFields, defaultCustomerTags: $defaultCustomerTags, assignOnReply: $assignOnReply) {\n      defaultCustomerTags\n      assignOnReply\n    }\n  }\n": types.UpdateConfigurationSettingDocument,
    "\n  mutation UpdateSettingRules($rules: [TagAssignRuleInput!]!) {\n    updateSettingRules(rules: $rules) {\n      tag\n      team\n    }\n  }\n": types.UpdateSettingRulesDocument,
    "\n  mutation CreateConversationTag($tag: String!) {\n    createTag(kind: conversation, tag: $tag)\n  }\n": types.CreateConversationTagDocument,
    "\n  mutation DeleteConversationTag($tag: String!) {\n    deleteTag(kind: conversation, tag: $tag)\n  }\n": types.DeleteConversationTagDocument,
    "\n  query AssignCandidates {\n    agents {\n      id\n      displayName\n      profilePic\n      online\n    }\n    teams {\n      id\n      name\n    }\n  }\n": types.AssignCandidatesDocument,
    "\n  mutation AssignConversationTags($conversationId: ID!, $tag: [String!]!) {\n    assignConversationTags(conversationId: $conversationId, tag: $tag) {\n      ...ConversationPane_conversation\n    }\n  }\n": types.AssignConversationTagsDocument,
    "\n  fragment ChatMessage_message on Message {\n    id\n    localId\n    conversationId\n    seq\n    timestamp\n    senderId\n    senderType\n    dataType\n    internal\n    pushContent\n    meta\n    version\n  }\n": types.ChatMessage_MessageFragmentDoc,
    "\n  query ComposerCannedReplies {\n    cannedReplies {\n      id\n      scope\n      shortCode\n      content {\n        en\n        zh\n        zh_cn\n      }\n    }\n  }\n": types.ComposerCannedRepliesDocument,
    "\n  query ConversationMessages($conversationId: ID!, $beforeId: String, $size: Int, $msgTypeFilter: Int, $msgSubtypeFilter: Int) {\n    messages(conversationId: $conversationId, beforeId: $beforeId, size: $size, msgTypeFilter: $msgTypeFilter, msgSubtypeFilter: $msgSubtypeFilter) {\n      total\n      messages {\n        ...ChatMessage_message\n      }\n    }\n  }\n": types.ConversationMessagesDocument,
    "\n  fragment ConversationPane_conversation on Conversation {\n    id\n    name\n    generatedName\n    profilePic\n    subtitle\n    status\n    tags\n    hidden\n    snooze\n    source\n    livechat\n    online\n    agentOnly\n    unread\n    lastUpdateTimestamp\n    orderTimestamp\n    lastRead {\n      id\n    }\n    mergedInto {\n      id\n    }\n    assignedAgent {\n      id\n      displayName\n      profilePic\n    }\n    agent {\n      id\n      displayName\n      profilePic\n    }\n    team {\n      id\n      name\n    }\n    customer {\n      id\n      displayName\n      generatedName\n    }\n    customerRating {\n      score\n      comment\n    }\n    agentRating {\n      score\n      comment\n    }\n  }\n": types.ConversationPane_ConversationFragmentDoc,
    "\n  query ConversationPane($id: ID!) {\n    conversation(id: $id) {\n      ...ConversationPane_conversation\n    }\n  }\n": types.ConversationPaneDocument,
    "\n  query CustomerRecentConversations($filter: ConversationFilterInput) {\n    conversations(filter: $filter) {\n      id\n      name\n      generatedName\n      status\n      source\n      orderTimestamp\n      lastMessage {\n        id\n        text\n        timestamp\n      }\n    }\n  }\n": types.CustomerRecentConversationsDocument,
    "\n  mutation DeleteMessage($messageId: ID!) {\n    deleteMessage(messageId: $messageId)\n  }\n": types.DeleteMessageDocument,
    "\n  mutation EndLivechat($id: ID!) {\n    endLivechat(id: $id) {\n      ...ConversationPane_conversation\n    }\n  }\n": types.EndLivechatDocument,
    "\n  mutation MarkConversationRead($conversationId: ID!, $messageId: ID!) {\n    markRead(conversationId: $conversationId, messageId: $messageId) {\n      conversationId\n      messageId\n      lastRead {\n        id\n      }\n    }\n  }\n": types.MarkConversationReadDocument,
    "\n  query MergeCandidates($customerId: String) {\n    conversations(filter: { status: all, filter: all, size: 100, customerId: $customerId }) {\n      id\n      name\n      generatedName\n      status\n      orderTimestamp\n      agentOnly\n      mergedInto {\n        id\n      }\n      customer {\n        id\n        displayName\n        generatedName\n      }\n      lastMessage {\n        text\n      }\n    }\n  }\n": types.MergeCandidatesDocument,
    "\n  mutation MergeConversation($sourceId: ID!, $targetId: ID!) {\n    mergeConversation(sourceId: $sourceId, targetId: $targetId) {\n      mergeId\n      sourceId\n      targetId\n      undoUntil\n      movedMessages\n    }\n  }\n": types.MergeConversationDocument,
    "\n  query ReplyRules($conversationId: ID!) {\n    replyRules(conversationId: $conversationId) {\n      platformType\n      channelName\n      responseWindowHours\n      windowOpen\n      messageTags {\n        tag\n        name\n      }\n      templates {\n        key\n        name\n        description\n        params {\n          name\n          description\n          component\n          index\n        }\n      }\n    }\n  }\n": types.ReplyRulesDocument,
    "\n  mutation RetryMessageDelivery($messageId: ID!) {\n    retryMessageDelivery(messageId: $messageId)\n  }\n": types.RetryMessageDeliveryDocument,
    "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      ...ChatMessage_message\n    }\n  }\n": types.SendMessageDocument,
    "\n  mutation SendTyping($conversationId: ID!, $status: Int!, $time: Int, $internal: Boolean) {\n    sendTyping(conversationId: $conversationId, status: $status, time: $time, internal: $internal)\n  }\n": types.SendTypingDocument,
    "\n  mutation SnoozeConversation($id: ID!, $snooze: Float!) {\n    snoozeConversation(id: $id, snooze: $snooze) {\n      ...ConversationPane_conversation\n    }\n  }\n": types.SnoozeConversationDocument,
    "\n  mutation StartLivechat($id: ID!) {\n    startLivechat(id: $id) {\n      ...ConversationPane_conversation\n    }\n  }\n": types.StartLivechatDocument,
    "\n  mutation TriggerInlineInputTemplate($id: ID!, $conversationId: ID!) {\n    triggerInlineInputTemplate(id: $id, conversationId: $conversationId) {\n      id\n    }\n  }\n": types.TriggerInlineInputTemplateDocument,
    "\n  mutation UnassignConversationTags($conversationId: ID!, $tag: [String!]!) {\n    unassignConversationTags(conversationId: $conversationId, tag: $tag) {\n      ...ConversationPane_conversation\n    }\n  }\n": types.UnassignConversationTagsDocument,
    "\n  mutation UndoConversationMerge($mergeId: ID!) {\n    undoConversationMerge(mergeId: $mergeId) {\n      mergeId\n      sourceId\n      undone\n    }\n  }\n": types.UndoConversationMergeDocument,
    "\n  mutation UpdateConversationFromPane($input: UpdateConversationInput!) {\n    updateConversation(input: $input) {\n      ...ConversationPane_conversation\n    }\n  }\n": types.UpdateConversationFromPaneDocument,
    "\n  query Customization {\n    appConfig\n    application\n    measuredResponseTime\n  }\n": types.CustomizationDocument,
    "\n  mutation UpdateAppConfig($value: JSONObject!) {\n    updateAppConfig(value: $value)\n  }\n": types.UpdateAppConfigDocument,
    "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation UpdateApiKey($key: String!, $identityVerification: Boolean!) {\n    updateApiKey(key: $key, identityVerification: $identityVerification) {\n      key\n      identityVerification\n    }\n  }\n": types.UpdateApiKeyDocument,
    "\n  mutation DeleteApiKey($key: String!) {\n    deleteApiKey(key: $key)\n  }\n": types.DeleteApiKeyDocument,
    "\n  mutation CreateApiToken($name: String!, $permissions: [String!]!) {\n    createApiToken(name: $name, permissions: $permissions) {\n      name\n      token\n      secret\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation DeleteApiToken($token: String!) {\n    deleteApiToken(token: $token)\n  }\n": types.DeleteApiTokenDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      id\n      secret\n      ...WebhookFields_webhook\n    }\n  }\n": types.CreateWebhookDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": types.DeleteWebhookDocument,
    "\n  fragment ApiKeyFields_apiKey on ApiKey {\n    name\n    key\n    secret\n    identityVerification\n    createDate\n  }\n": types.ApiKeyFields_ApiKeyFragmentDoc,
    "\n  fragment ApiTokenFields_apiToken on ApiToken {\n    name\n    token\n    permissions\n    createDate\n    lastUsed\n  }\n": types.ApiTokenFields_ApiTokenFragmentDoc,
    "\n  query DeveloperPage {\n    apiKeys {\n      ...ApiKeyFields_apiKey\n    }\n    apiTokens {\n      ...ApiTokenFields_apiToken\n    }\n  }\n": types.DeveloperPageDocument,
    "\n  mutation PingWebhook($id: ID!) {\n    pingWebhook(id: $id) {\n      id\n      status\n      ...WebhookDeliveryFields_webhookDelivery\n    }\n  }\n": types.PingWebhookDocument,
    "\n  mutation RedeliverWebhook($id: ID!, $deliveryId: ID!) {\n    redeliverWebhook(id: $id, deliveryId: $deliveryId) {\n      id\n      status\n      ...WebhookDeliveryFields_webhookDelivery\n    }\n  }\n": types.RedeliverWebhookDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      id\n      secret\n      ...WebhookFields_webhook\n    }\n  }\n": types.RotateWebhookSecretDocument,
    "\n  mutation UpdateWebhook($input: UpdateWebhookInput!) {\n    updateWebhook(input: $input) {\n      id\n      ...WebhookFields_webhook\n    }\n  }\n": types.UpdateWebhookDocument,
    "\n  query WebhookDeliveries($id: ID!, $before: String, $size: Int) {\n    webhookDeliveries(id: $id, before: $before, size: $size) {\n      hasMore\n      items {\n        id\n        status\n        ...WebhookDeliveryFields_webhookDelivery\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  fragment WebhookDeliveryFields_webhookDelivery on WebhookDelivery {\n    id\n    eventId\n    eventType\n    status\n    attempts\n    lastAttemptAt\n    lastStatus\n    lastDurationMs\n    lastError\n    lastResponse\n    deliveredAt\n    createdAt\n  }\n": types.WebhookDeliveryFields_WebhookDeliveryFragmentDoc,
    "\n  fragment WebhookFields_webhook on Webhook {\n    id\n    url\n    description\n    events\n    includeInternal\n    active\n    disabledReason\n    disabledAt\n    consecutiveFailures\n    retryAt\n    previousSecretUntil\n    createdAt\n  }\n": types.WebhookFields_WebhookFragmentDoc,
    "\n  query Webhooks {\n    webhooks {\n      id\n      ...WebhookFields_webhook\n    }\n  }\n": types.WebhooksDocument,
    "\n  fragment InboxCard_conversation on Conversation {\n    id\n    name\n    generatedName\n    profilePic\n    status\n    hidden\n    snooze\n    mentioned\n    unread\n    source\n    livechat\n    online\n    tags\n    orderTimestamp\n    lastUpdateTimestamp\n    customerRating {\n      score\n    }\n    customer {\n      id\n      displayName\n      generatedName\n    }\n    assignedAgent {\n      id\n      displayName\n    }\n    team {\n      id\n      name\n    }\n    lastMessage {\n      id\n      seq\n      senderType\n      senderId\n      type\n      text\n      internal\n      timestamp\n    }\n  }\n": types.InboxCard_ConversationFragmentDoc,
    "\n  query InboxConfiguration {\n    configuration {\n      ...InboxConfiguration_views\n    }\n  }\n": types.InboxConfigurationDocument,
    "\n  fragment InboxConfiguration_views on UserConfiguration {\n    id\n    conversationCustomViews {\n      value\n      label\n      count\n      searchParams {\n        status\n        filter\n        team\n        customerId\n        agentId\n        tag\n        customerTag\n        beforeTimestamp\n        afterTimestamp\n        showOnline\n        reverseOrder\n      }\n    }\n  }\n": types.InboxConfiguration_ViewsFragmentDoc,
    "\n  query InboxConversation($id: ID!) {\n    conversation(id: $id) {\n      ...InboxCard_conversation\n    }\n  }\n": types.InboxConversationDocument,
    "\n  query InboxConversations($filter: ConversationFilterInput) {\n    conversations(filter: $filter) {\n      ...InboxCard_conversation\n    }\n  }\n": types.InboxConversationsDocument,
    "\n  query InboxCounts {\n    conversationCounts {\n      me\n      unassigned\n      mention\n      snooze\n      hidden\n      team {\n        teamId\n        name\n        count\n      }\n    }\n  }\n": types.InboxCountsDocument,
    "\n  query InboxSearchMessages($query: String!) {\n    searchMessages(query: $query) {\n      id\n      conversationId\n      conversationName\n      conversationGeneratedName\n      senderType\n      senderId\n      internal\n      timestamp\n      meta\n    }\n  }\n": types.InboxSearchMessagesDocument,
    "\n  mutation UpdateInboxConfiguration($setValue: ConfigurationSetValueInput!) {\n    updateConfiguration(setValue: $setValue) {\n      ...InboxConfiguration_views\n    }\n  }\n": types.UpdateInboxConfigurationDocument,
    "\n  fragment NotificationPreferences_preferences on NotificationPreferences {\n    newConversation {\n      push\n      email\n    }\n    assignedMessage {\n      push\n      email\n    }\n    mention {\n      push\n      email\n    }\n  }\n": types.NotificationPreferences_PreferencesFragmentDoc,
    "\n  query NotificationSettings {\n    notificationSettings {\n      pushPublicKey\n      emailWindowMinutes\n      preferences {\n        ...NotificationPreferences_preferences\n      }\n      pushSubscriptions {\n        ...PushSubscription_subscription\n      }\n    }\n  }\n": types.NotificationSettingsDocument,
    "\n  fragment PushSubscription_subscription on PushSubscriptionInfo {\n    id\n    label\n    createdAt\n    lastPushAt\n  }\n": types.PushSubscription_SubscriptionFragmentDoc,
    "\n  mutation RemovePushSubscription($id: ID!) {\n    removePushSubscription(id: $id)\n  }\n": types.RemovePushSubscriptionDocument,
    "\n  mutation ReportConsoleFocus($tabId: String!, $focused: Boolean!) {\n    reportConsoleFocus(tabId: $tabId, focused: $focused)\n  }\n": types.ReportConsoleFocusDocument,
    "\n  mutation SubscribePush($input: PushSubscriptionInput!) {\n    subscribePush(input: $input) {\n      ...PushSubscription_subscription\n    }\n  }\n": types.SubscribePushDocument,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferences_preferences\n    }\n  }\n": types.UpdateNotificationPreferencesDocument,
    "\n  mutation DismissGettingStarted {\n    dismissGettingStarted {\n      ...GettingStartedFields\n    }\n  }\n": types.DismissGettingStartedDocument,
    "\n  fragment GettingStartedFields on GettingStarted {\n    widgetInstalled\n    teamInvited\n    channelConnected\n    officeHoursSet\n    dismissed\n  }\n": types.GettingStartedFieldsFragmentDoc,
    "\n  query GettingStarted {\n    gettingStarted {\n      ...GettingStartedFields\n    }\n  }\n": types.GettingStartedDocument,
    "\n  mutation AddCustomerNote($id: ID!, $content: String!) {\n    addCustomerNote(id: $id, content: $content) {\n      ...CustomerProfile_customer\n    }\n  }\n": types.AddCustomerNoteDocument,
    "\n  query AgentPage($id: ID!, $size: Int) {\n    agent(id: $id) {\n      ...AgentProfile_agent\n    }\n    agentConversations(id: $id, size: $size) {\n      ...ConversationLink_conversation\n    }\n  }\n": types.AgentPageDocument,
    "\n  fragment AgentProfile_agent on Agent {\n    id\n    displayName\n    email\n    profilePic\n    refId\n    createDate\n    lastActivity\n    online\n    permissions\n    fields\n    tags\n    teams {\n      id\n      name\n    }\n  }\n": types.AgentProfile_AgentFragmentDoc,
    "\n  fragment AgentRow_agent on Agent {\n    id\n    displayName\n    email\n    profilePic\n    refId\n    createDate\n    online\n  }\n": types.AgentRow_AgentFragmentDoc,
    "\n  query AgentTags {\n    tags(kind: agent)\n  }\n": types.AgentTagsDocument,
    "\n  query AgentsPage($manager: Boolean!) {\n    agents {\n      ...AgentRow_agent\n    }\n    invitations @include(if: $manager) {\n      delivery\n      items {\n        ...PendingInvitation_invitation\n      }\n    }\n    teams @include(if: $manager) {\n      id\n      name\n    }\n  }\n": types.AgentsPageDocument,
    "\n  mutation ArchiveCustomer($id: ID!) {\n    archiveCustomer(id: $id)\n  }\n": types.ArchiveCustomerDocument,
    "\n  mutation AssignCustomerTags($id: ID!, $tag: [String!]!) {\n    assignCustomerTags(id: $id, tag: $tag) {\n      id\n      tags\n    }\n  }\n": types.AssignCustomerTagsDocument,
    "\n  fragment ConversationLink_conversation on Conversation {\n    id\n    name\n    generatedName\n    source\n    status\n    online\n    unread\n    orderTimestamp\n    customer {\n      id\n      displayName\n      generatedName\n    }\n    lastMessage {\n      id\n      text\n      timestamp\n    }\n  }\n": types.ConversationLink_ConversationFragmentDoc,
    "\n  mutation CreateCustomerConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      id\n    }\n  }\n": types.CreateCustomerConversationDocument,
    "\n  mutation CreateTeam($name: String!, $agent: [ID!]) {\n    createTeam(name: $name, agent: $agent) {\n      ...TeamCard_team\n    }\n  }\n": types.CreateTeamDocument,
    "\n  fragment CustomField_definition on CustomFieldDefinition {\n    id\n    type\n    name {\n      en\n      zh\n      zh_cn\n    }\n  }\n": types.CustomField_DefinitionFragmentDoc,
    "\n  query CustomFields {\n    adminSetting {\n      customerFields {\n        ...CustomField_definition\n      }\n      agentFields {\n        ...CustomField_definition\n      }\n    }\n  }\n": types.CustomFieldsDocument,
    "\n  query CustomerProfile($id: ID!) {\n    customer(id: $id) {\n      ...CustomerProfile_customer\n    }\n  }\n": types.CustomerProfileDocument,
    "\n  query CustomerList($criteria: [String!], $operand: String, $offset: Int, $size: Int) {\n    customers(criteria: $criteria, operand: $operand, offset: $offset, size: $size) {\n      items {\n        ...CustomerRow_customer\n      }\n      hasMore\n    }\n  }\n": types.CustomerListDocument,
    "\n  query CustomerName($id: ID!) {\n    customer(id: $id) {\n      id\n      displayName\n      generatedName\n      email\n    }\n  }\n": types.CustomerNameDocument,
    "\n  query CustomerPage($id: ID!, $size: Int) {\n    customer(id: $id) {\n      ...CustomerProfile_customer\n    }\n    customerConversations(id: $id, size: $size) {\n      ...ConversationLink_conversation\n    }\n  }\n": types.CustomerPageDocument,
    "\n  fragment CustomerProfile_customer on Customer {\n    id\n    displayName\n    generatedName\n    username\n    refId\n    platformReference {\n      platform\n      reference\n    }\n    email\n    subtitle\n    bio\n    createDate\n    lastActivity\n    online\n    archived\n    tags\n    fields\n    conversationCount\n    notes {\n      id\n      userId\n      authorName\n      content\n      timestamp\n    }\n  }\n": types.CustomerProfile_CustomerFragmentDoc,
    "\n  fragment CustomerRow_customer on Customer {\n    id\n    displayName\n    generatedName\n    email\n    refId\n    platformReference {\n      platform\n      reference\n    }\n    createDate\n    online\n    conversationCount\n  }\n": types.CustomerRow_CustomerFragmentDoc,
    "\n  query CustomerSearch($criteria: [String!], $operand: String, $size: Int) {\n    customers(criteria: $criteria, operand: $operand, size: $size) {\n      items {\n        id\n        displayName\n        generatedName\n        email\n      }\n      hasMore\n    }\n  }\n": types.CustomerSearchDocument,
    "\n  query CustomerTags {\n    tags(kind: customer)\n  }\n": types.CustomerTagsDocument,
    "\n  mutation DeleteAgent($id: ID!) {\n    deleteAgent(id: $id)\n  }\n": types.DeleteAgentDocument,
    "\n  mutation DeleteTeam($id: ID!) {\n    deleteTeam(id: $id)\n  }\n": types.DeleteTeamDocument,
    "\n  mutation EraseCustomer($id: ID!, $reason: String) {\n    eraseCustomer(id: $id, reason: $reason) {\n      customerId\n      conversations\n      messages\n      files\n      exports\n    }\n  }\n": types.EraseCustomerDocument,
    "\n  mutation InviteAgent($email: String!, $displayName: String!, $permissions: [String!], $teamIds: [ID!]) {\n    inviteAgent(email: $email, displayName: $displayName, permissions: $permissions, teamIds: $teamIds)\n  }\n": types.InviteAgentDocument,
    "\n  fragment PendingInvitation_invitation on Invitation {\n    id\n    email\n    displayName\n    createdAt\n    expiresAt\n    sentAt\n    expired\n    teams {\n      id\n      name\n    }\n    invitedBy {\n      id\n      displayName\n    }\n  }\n": types.PendingInvitation_InvitationFragmentDoc,
    "\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      ...PendingInvitation_invitation\n    }\n  }\n": types.ResendInvitationDocument,
    "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n": types.RevokeInvitationDocument,
    "\n  mutation SetAgentTags($id: ID!, $tags: [String!]!) {\n    updateAgent(input: { id: $id, tags: $tags }) {\n      id\n      tags\n    }\n  }\n": types.SetAgentTagsDocument,
    "\n  fragment TeamCard_team on Team {\n    id\n    name\n    agent\n    assignmentMode\n    members {\n      id\n      displayName\n      profilePic\n      online\n    }\n  }\n": types.TeamCard_TeamFragmentDoc,
    "\n  query TeamsPage {\n    teams {\n      ...TeamCard_team\n    }\n    agents {\n      ...AgentRow_agent\n    }\n  }\n": types.TeamsPageDocument,
    "\n  mutation UnassignCustomerTags($id: ID!, $tag: [String!]!) {\n    unassignCustomerTags(id: $id, tag: $tag) {\n      id\n      tags\n    }\n  }\n": types.UnassignCustomerTagsDocument,
    "\n  mutation UpdateAgent($input: UpdateAgentInput!) {\n    updateAgent(input: $input) {\n      ...AgentProfile_agent\n    }\n  }\n": types.UpdateAgentDocument,
    "\n  mutation UpdateCustomer($input: UpdateCustomerInput!) {\n    updateCustomer(input: $input) {\n      ...CustomerProfile_customer\n    }\n  }\n": types.UpdateCustomerDocument,
    "\n  mutation UpdateTeam($id: ID!, $name: String, $agent: [ID!]) {\n    updateTeam(id: $id, name: $name, agent: $agent) {\n      ...TeamCard_team\n    }\n  }\n": types.UpdateTeamDocument,
    "\n  fragment ExternalPlatformFields on ExternalPlatform {\n    id\n    type\n    appSecretHint\n    verifyToken\n    webhookUrl\n    createDate\n    organizationId\n    projectGChannelId\n    accessTokenHint\n    liveChatWebhook\n    relayWebhook\n    sendWebhook\n    webhookSecretHint\n    webhookSecret\n    channels {\n      channelId\n      name\n      platformType\n      accountId\n      namespace\n      responseWindowHours\n      templates {\n        key\n        name\n        description\n        params {\n          name\n          description\n          component\n          index\n        }\n      }\n    }\n    pages {\n      pageId\n      name\n      accessTokenHint\n      responseWindowHours\n      tags {\n        tag\n        name\n        description\n      }\n    }\n  }\n": types.ExternalPlatformFieldsFragmentDoc,
    "\n  query ExternalPlatforms {\n    externalPlatforms {\n      ...ExternalPlatformFields\n    }\n  }\n": types.ExternalPlatformsDocument,
    "\n  mutation CreateFacebookPlatform {\n    createFacebookPlatform {\n      ...ExternalPlatformFields\n    }\n  }\n": types.CreateFacebookPlatformDocument,
    "\n  mutation UpdateFacebookPlatform($id: ID!, $appSecret: String!) {\n    updateFacebookPlatform(id: $id, appSecret: $appSecret) {\n      ...ExternalPlatformFields\n    }\n  }\n": types.UpdateFacebookPlatformDocument,
    "\n  mutation DeleteExternalPlatform($id: ID!) {\n    deleteExternalPlatform(id: $id) {\n      ...ExternalPlatformFields\n    }\n  }\n": types.DeleteExternalPlatformDocument,
    "\n  mutation SaveFacebookPage($id: ID!, $pageId: String!, $name: String!, $accessToken: String, $responseWindowHours: Int, $tags: [FacebookMessageTagInput!]) {\n    saveFacebookPage(id: $id, pageId: $pageId, name: $name, accessToken: $accessToken, responseWindowHours: $responseWindowHours, tags: $tags) {\n      ...ExternalPlatformFields\n    }\n  }\n": types.SaveFacebookPageDocument,
    "\n  mutation DeleteFacebookPage($id: ID!, $pageId: String!) {\n    deleteFacebookPage(id: $id, pageId: $pageId) {\n      ...ExternalPlatformFields\n    }\n  }\n": types.DeleteFacebookPageDocument,
    "\n  mutation CreateProviderPlatform {\n    createProviderPlatform {\n      ...ExternalPlatformFields\n    }\n  }\n": types.CreateProviderPlatformDocument,
    "\n  mutation UpdateProviderPlatform($id: ID!, $accessToken: String, $organizationId: String, $projectGChannelId: String) {\n    updateProviderPlatform(id: $id, accessToken: $accessToken, organizationId: $organizationId, projectGChannelId: $projectGChannelId) {\n      ...ExternalPlatformFields\n    }\n  }\n": types.UpdateProviderPlatformDocument,
    "\n  mutation SaveProviderChannel(\n    $id: ID!\n    $channelId: String!\n    $name: String!\n    $platformType: String!\n    $accountId: String\n    $namespace: String\n    $responseWindowHours: Int\n    $templates: [ChannelTemplateInput!]\n  ) {\n    saveProviderChannel(\n      id: $id\n      channelId: $channelId\n      name: $name\n      platformType: $platformType\n      accountId: $accountId\n      namespace: $namespace\n      responseWindowHours: $responseWindowHours\n      templates: $templates\n    ) {\n      ...ExternalPlatformFields\n    }\n  }\n": types.SaveProviderChannelDocument,
    "\n  mutation DeleteProviderChannel($id: ID!, $channelId: String!) {\n    deleteProviderChannel(id: $id, channelId: $channelId) {\n      ...ExternalPlatformFields\n    }\n  }\n": types.DeleteProviderChannelDocument,
    "\n  subscription RealtimeEvents {\n    events {\n      id\n      type\n      cursor\n      change\n      payload\n    }\n  }\n": types.RealtimeEventsDocument,
    "\n  query UpdatesSince($cursor: Float, $size: Int) {\n    updatesSince(cursor: $cursor, size: $size) {\n      cursor\n      hasMore\n      reset\n      updates {\n        cursor\n        event\n        conversationId\n        messageId\n        conversation {\n          id\n          status\n          hidden\n          snooze\n          lastUpdateTimestamp\n        }\n        message {\n          ...ChatMessage_message\n        }\n      }\n    }\n  }\n": types.UpdatesSinceDocument,
    "\n  query ReportDashboard($from: String!, $to: String!) {\n    reportDashboard(from: $from, to: $to) {\n      from\n      to\n      timeZone\n      totals {\n        conversations\n        responded\n        closed\n        medianFirstResponseSeconds\n        medianResolutionSeconds\n        customerMessages\n        agentMessages\n      }\n      perDay {\n        date\n        source\n        conversations\n      }\n      heatmap {\n        weekday\n        hour\n        conversations\n      }\n      agents {\n        agentId\n        displayName\n        conversations\n        firstResponses\n        medianFirstResponseSeconds\n        averageRating\n        ratings\n      }\n      ratings {\n        score\n        conversations\n      }\n    }\n  }\n": types.ReportDashboardDocument,
    "\n  fragment MessageExportFields on MessageExport {\n    id\n    from\n    to\n    includeVoice\n    includeFile\n    status\n    createDate\n    size\n    conversations\n    currentKey\n  }\n": types.MessageExportFieldsFragmentDoc,
    "\n  query MessageExports {\n    messageExports {\n      ...MessageExportFields\n    }\n  }\n": types.MessageExportsDocument,
    "\n  mutation RequestMessageExport($input: MessageExportInput!) {\n    requestMessageExport(input: $input) {\n      ...MessageExportFields\n    }\n  }\n": types.RequestMessageExportDocument,
    "\n  mutation MessageExportDownloadPath($id: ID!) {\n    messageExportDownloadPath(id: $id)\n  }\n": types.MessageExportDownloadPathDocument,
    "\n  mutation DeleteMessageExport($id: ID!) {\n    deleteMessageExport(id: $id)\n  }\n": types.DeleteMessageExportDocument,
    "\n  query MessageExportKey {\n    messageExportKey\n  }\n": types.MessageExportKeyDocument,
    "\n  mutation RevokeMessageExportKey {\n    revokeMessageExportKey\n  }\n": types.RevokeMessageExportKeyDocument,
    "\n  mutation RetentionDryRun($days: Int!) {\n    retentionDryRun(days: $days) {\n      days\n      messages\n      files\n      bytes\n      previewToken\n    }\n  }\n": types.RetentionDryRunDocument,
    "\n  fragment RetentionPolicy_policy on RetentionPolicy {\n    enabled\n    days\n    updatedAt\n    lastRun {\n      finishedAt\n      days\n      messages\n      files\n      bytes\n    }\n  }\n": types.RetentionPolicy_PolicyFragmentDoc,
    "\n  query RetentionPolicy {\n    retentionPolicy {\n      ...RetentionPolicy_policy\n    }\n  }\n": types.RetentionPolicyDocument,
    "\n  mutation UpdateRetentionPolicy($input: RetentionPolicyInput!) {\n    updateRetentionPolicy(input: $input) {\n      ...RetentionPolicy_policy\n    }\n  }\n": types.UpdateRetentionPolicyDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GeneratedNamesCacheTest_conversation on Conversation {\n    id\n    name\n    generatedName\n    customer {\n      id\n      displayName\n      generatedName\n    }\n  }\n"): (typeof documents)["\n  fragment GeneratedNamesCacheTest_conversation on Conversation {\n    id\n    name\n    generatedName\n    customer {\n      id\n      displayName\n      generatedName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GeneratedNamesCacheTest($id: ID!) {\n    conversation(id: $id) {\n      ...GeneratedNamesCacheTest_conversation\n    }\n  }\n  \n"): (typeof documents)["\n  query GeneratedNamesCacheTest($id: ID!) {\n    conversation(id: $id) {\n      ...GeneratedNamesCacheTest_conversation\n    }\n  }\n  \n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      fragment GeneratedNamesCacheTest_key on ApiKey {\n        key\n        name\n      }\n    "): (typeof documents)["\n      fragment GeneratedNamesCacheTest_key on ApiKey {\n        key\n        name\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentCapacity($id: ID!) {\n    agent(id: $id) {\n      id\n      capacity {\n        userId\n        capacity\n        open\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgentCapacity($id: ID!) {\n    agent(id: $id) {\n      id\n      capacity {\n        userId\n        capacity\n        open\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignmentQueues {\n    assignmentQueues {\n      total\n      teams {\n        teamId\n        name\n        assignmentMode\n        length\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssignmentQueues {\n    assignmentQueues {\n      total\n      teams {\n        teamId\n        name\n        assignmentMode\n        length\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAgentCapacity($userId: ID!, $capacity: Int) {\n    setAgentCapacity(userId: $userId, capacity: $capacity) {\n      userId\n      capacity\n      open\n    }\n  }\n"): (typeof documents)["\n  mutation SetAgentCapacity($userId: ID!, $capacity: Int) {\n    setAgentCapacity(userId: $userId, capacity: $capacity) {\n      userId\n      capacity\n      open\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTeamAssignmentMode($teamId: ID!, $assignmentMode: String!) {\n    setTeamAssignmentMode(teamId: $teamId, assignmentMode: $assignmentMode) {\n      teamId\n      assignmentMode\n      length\n    }\n  }\n"): (typeof documents)["\n  mutation SetTeamAssignmentMode($teamId: ID!, $assignmentMode: String!) {\n    setTeamAssignmentMode(teamId: $teamId, assignmentMode: $assignmentMode) {\n      teamId\n      assignmentMode\n      length\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($filter: AuditFilter, $cursor: String, $size: Int) {\n    auditLog(filter: $filter, cursor: $cursor, size: $size) {\n      items {\n        id\n        time\n        actorType\n        actorId\n        actorName\n        action\n        targetType\n        targetId\n        detail\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($filter: AuditFilter, $cursor: String, $size: Int) {\n    auditLog(filter: $filter, cursor: $cursor, size: $size) {\n      items {\n        id\n        time\n        actorType\n        actorId\n        actorName\n        action\n        targetType\n        targetId\n        detail\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditPeople {\n    agents {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query AuditPeople {\n    agents {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CannedReplyRow_cannedReply on CannedReply {\n    id\n    scope\n    shortCode\n    content {\n      en\n      zh\n      zh_cn\n    }\n    useCount\n    lastUsed\n  }\n"): (typeof documents)["\n  fragment CannedReplyRow_cannedReply on CannedReply {\n    id\n    scope\n    shortCode\n    content {\n      en\n      zh\n      zh_cn\n    }\n    useCount\n    lastUsed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CannedReplies {\n    cannedReplies {\n      ...CannedReplyRow_cannedReply\n    }\n  }\n"): (typeof documents)["\n  query CannedReplies {\n    cannedReplies {\n      ...CannedReplyRow_cannedReply\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCannedReply($input: CannedReplyInput!) {\n    createCannedReply(input: $input) {\n      ...CannedReplyRow_cannedReply\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCannedReply($input: CannedReplyInput!) {\n    createCannedReply(input: $input) {\n      ...CannedReplyRow_cannedReply\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCannedReply($id: ID!, $input: CannedReplyInput!) {\n    updateCannedReply(id: $id, input: $input) {\n      ...CannedReplyRow_cannedReply\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCannedReply($id: ID!, $input: CannedReplyInput!) {\n    updateCannedReply(id: $id, input: $input) {\n      ...CannedReplyRow_cannedReply\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCannedReply($id: ID!) {\n    deleteCannedReply(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCannedReply($id: ID!) {\n    deleteCannedReply(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Configuration {\n    adminSetting {\n      customerFields {\n        ...CustomField_definition\n      }\n      agentFields {\n        ...CustomField_definition\n      }\n      defaultCustomerTags\n      assignOnReply\n    }\n    settingRules {\n      tag\n      team\n    }\n    conversationTags: tags(kind: conversation)\n    teams {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query Configuration {\n    adminSetting {\n      customerFields {\n        ...CustomField_definition\n      }\n      agentFields {\n        ...CustomField_definition\n      }\n      defaultCustomerTags\n      assignOnReply\n    }\n    settingRules {\n      tag\n      team\n    }\n    conversationTags: tags(kind: conversation)\n    teams {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InlineInputTemplate_item on InlineInputTemplate {\n    id\n    name\n    description\n    title\n    internal\n    automation {\n      type\n    }\n    input {\n      inputId\n      title\n      type\n      action {\n        type\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment InlineInputTemplate_item on InlineInputTemplate {\n    id\n    name\n    description\n    title\n    internal\n    automation {\n      type\n    }\n    input {\n      inputId\n      title\n      type\n      action {\n        type\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InlineInputTemplates {\n    inlineInputTemplates {\n      items {\n        ...InlineInputTemplate_item\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query InlineInputTemplates {\n    inlineInputTemplates {\n      items {\n        ...InlineInputTemplate_item\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInlineInputTemplate($input: InlineInputTemplateInput!) {\n    createInlineInputTemplate(input: $input) {\n      ...InlineInputTemplate_item\n    }\n  }\n"): (typeof documents)["\n  mutation CreateInlineInputTemplate($input: InlineInputTemplateInput!) {\n    createInlineInputTemplate(input: $input) {\n      ...InlineInputTemplate_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInlineInputTemplate($id: ID!, $input: InlineInputTemplateInput!) {\n    updateInlineInputTemplate(id: $id, input: $input) {\n      ...InlineInputTemplate_item\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInlineInputTemplate($id: ID!, $input: InlineInputTemplateInput!) {\n    updateInlineInputTemplate(id: $id, input: $input) {\n      ...InlineInputTemplate_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInlineInputTemplate($id: ID!) {\n    deleteInlineInputTemplate(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteInlineInputTemplate($id: ID!) {\n    deleteInlineInputTemplate(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateConfigurationSetting(\n    $customerFields: [CustomFieldDefinitionInput!]\n    $agentFields: [CustomFieldDefinitionInput!]\n    $defaultCustomerTags: [String!]\n    $assignOnReply: Boolean\n  ) {\n    updateAdminSetting(customerFields: $customerFields, agentFields: $agentFields, defaultCustomerTags: $defaultCustomerTags, assignOnReply: $assignOnReply) {\n      defaultCustomerTags\n      assignOnReply\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateConfigurationSetting(\n    $customerFields: [CustomFieldDefinitionInput!]\n    $agentFields: [CustomFieldDefinitionInput!]\n    $defaultCustomerTags: [String!]\n    $assignOnReply: Boolean\n  ) {\n    updateAdminSetting(customerFields: $customerFields, agentFields: $agentFields, defaultCustomerTags: $defaultCustomerTags, assignOnReply: $assignOnReply) {\n      defaultCustomerTags\n      assignOnReply\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSettingRules($rules: [TagAssignRuleInput!]!) {\n    updateSettingRules(rules: $rules) {\n      tag\n      team\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSettingRules($rules: [TagAssignRuleInput!]!) {\n    updateSettingRules(rules: $rules) {\n      tag\n      team\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateConversationTag($tag: String!) {\n    createTag(kind: conversation, tag: $tag)\n  }\n"): (typeof documents)["\n  mutation CreateConversationTag($tag: String!) {\n    createTag(kind: conversation, tag: $tag)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteConversationTag($tag: String!) {\n    deleteTag(kind: conversation, tag: $tag)\n  }\n"): (typeof documents)["\n  mutation DeleteConversationTag($tag: String!) {\n    deleteTag(kind: conversation, tag: $tag)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignCandidates {\n    agents {\n      id\n      displayName\n      profilePic\n      online\n    }\n    teams {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AssignCandidates {\n    agents {\n      id\n      displayName\n      profilePic\n      online\n    }\n    teams {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignConversationTags($conversationId: ID!, $tag: [String!]!) {\n    assignConversationTags(conversationId: $conversationId, tag: $tag) {\n      ...ConversationPane_conversation\n    }\n  }\n"): (typeof documents)["\n  mutation AssignConversationTags($conversationId: ID!, $tag: [String!]!) {\n    assignConversationTags(conversationId: $conversationId, tag: $tag) {\n      ...ConversationPane_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatMessage_message on Message {\n    id\n    localId\n    conversationId\n    seq\n    timestamp\n    senderId\n    senderType\n    dataType\n    internal\n    pushContent\n    meta\n    version\n  }\n"): (typeof documents)["\n  fragment ChatMessage_message on Message {\n    id\n    localId\n    conversationId\n    seq\n    timestamp\n    senderId\n    senderType\n    dataType\n    internal\n    pushContent\n    meta\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComposerCannedReplies {\n    cannedReplies {\n      id\n      scope\n      shortCode\n      content {\n        en\n        zh\n        zh_cn\n      }\n    }\n  }\n"): (typeof documents)["\n  query ComposerCannedReplies {\n    cannedReplies {\n      id\n      scope\n      shortCode\n      content {\n        en\n        zh\n        zh_cn\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConversationMessages($conversationId: ID!, $beforeId: String, $size: Int, $msgTypeFilter: Int, $msgSubtypeFilter: Int) {\n    messages(conversationId: $conversationId, beforeId: $beforeId, size: $size, msgTypeFilter: $msgTypeFilter, msgSubtypeFilter: $msgSubtypeFilter) {\n      total\n      messages {\n        ...ChatMessage_message\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConversationMessages($conversationId: ID!, $beforeId: String, $size: Int, $msgTypeFilter: Int, $msgSubtypeFilter: Int) {\n    messages(conversationId: $conversationId, beforeId: $beforeId, size: $size, msgTypeFilter: $msgTypeFilter, msgSubtypeFilter: $msgSubtypeFilter) {\n      total\n      messages {\n        ...ChatMessage_message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConversationPane_conversation on Conversation {\n    id\n    name\n    generatedName\n    profilePic\n    subtitle\n    status\n    tags\n    hidden\n    snooze\n    source\n    livechat\n    online\n    agentOnly\n    unread\n    lastUpdateTimestamp\n    orderTimestamp\n    lastRead {\n      id\n    }\n    mergedInto {\n      id\n    }\n    assignedAgent {\n      id\n      displayName\n      profilePic\n    }\n    agent {\n      id\n      displayName\n      profilePic\n    }\n    team {\n      id\n      name\n    }\n    customer {\n      id\n      displayName\n      generatedName\n    }\n    customerRating {\n      score\n      comment\n    }\n    agentRating {\n      score\n      comment\n    }\n  }\n"): (typeof documents)["\n  fragment ConversationPane_conversation on Conversation {\n    id\n    name\n    generatedName\n    profilePic\n    subtitle\n    status\n    tags\n    hidden\n    snooze\n    source\n    livechat\n    online\n    agentOnly\n    unread\n    lastUpdateTimestamp\n    orderTimestamp\n    lastRead {\n      id\n    }\n    mergedInto {\n      id\n    }\n    assignedAgent {\n      id\n      displayName\n      profilePic\n    }\n    agent {\n      id\n      displayName\n      profilePic\n    }\n    team {\n      id\n      name\n    }\n    customer {\n      id\n      displayName\n      generatedName\n    }\n    customerRating {\n      score\n      comment\n    }\n    agentRating {\n      score\n      comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConversationPane($id: ID!) {\n    conversation(id: $id) {\n      ...ConversationPane_conversation\n    }\n  }\n"): (typeof documents)["\n  query ConversationPane($id: ID!) {\n    conversation(id: $id) {\n      ...ConversationPane_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerRecentConversations($filter: ConversationFilterInput) {\n    conversations(filter: $filter) {\n      id\n      name\n      generatedName\n      status\n      source\n      orderTimestamp\n      lastMessage {\n        id\n        text\n        timestamp\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerRecentConversations($filter: ConversationFilterInput) {\n    conversations(filter: $filter) {\n      id\n      name\n      generatedName\n      status\n      source\n      orderTimestamp\n      lastMessage {\n        id\n        text\n        timestamp\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMessage($messageId: ID!) {\n    deleteMessage(messageId: $messageId)\n  }\n"): (typeof documents)["\n  mutation DeleteMessage($messageId: ID!) {\n    deleteMessage(messageId: $messageId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndLivechat($id: ID!) {\n    endLivechat(id: $id) {\n      ...ConversationPane_conversation\n    }\n  }\n"): (typeof documents)["\n  mutation EndLivechat($id: ID!) {\n    endLivechat(id: $id) {\n      ...ConversationPane_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkConversationRead($conversationId: ID!, $messageId: ID!) {\n    markRead(conversationId: $conversationId, messageId: $messageId) {\n      conversationId\n      messageId\n      lastRead {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkConversationRead($conversationId: ID!, $messageId: ID!) {\n    markRead(conversationId: $conversationId, messageId: $messageId) {\n      conversationId\n      messageId\n      lastRead {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MergeCandidates($customerId: String) {\n    conversations(filter: { status: all, filter: all, size: 100, customerId: $customerId }) {\n      id\n      name\n      generatedName\n      status\n      orderTimestamp\n      agentOnly\n      mergedInto {\n        id\n      }\n      customer {\n        id\n        displayName\n        generatedName\n      }\n      lastMessage {\n        text\n      }\n    }\n  }\n"): (typeof documents)["\n  query MergeCandidates($customerId: String) {\n    conversations(filter: { status: all, filter: all, size: 100, customerId: $customerId }) {\n      id\n      name\n      generatedName\n      status\n      orderTimestamp\n      agentOnly\n      mergedInto {\n        id\n      }\n      customer {\n        id\n        displayName\n        generatedName\n      }\n      lastMessage {\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeConversation($sourceId: ID!, $targetId: ID!) {\n    mergeConversation(sourceId: $sourceId, targetId: $targetId) {\n      mergeId\n      sourceId\n      targetId\n      undoUntil\n      movedMessages\n    }\n  }\n"): (typeof documents)["\n  mutation MergeConversation($sourceId: ID!, $targetId: ID!) {\n    mergeConversation(sourceId: $sourceId, targetId: $targetId) {\n      mergeId\n      sourceId\n      targetId\n      undoUntil\n      movedMessages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReplyRules($conversationId: ID!) {\n    replyRules(conversationId: $conversationId) {\n      platformType\n      channelName\n      responseWindowHours\n      windowOpen\n      messageTags {\n        tag\n        name\n      }\n      templates {\n        key\n        name\n        description\n        params {\n          name\n          description\n          component\n          index\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReplyRules($conversationId: ID!) {\n    replyRules(conversationId: $conversationId) {\n      platformType\n      channelName\n      responseWindowHours\n      windowOpen\n      messageTags {\n        tag\n        name\n      }\n      templates {\n        key\n        name\n        description\n        params {\n          name\n          description\n          component\n          index\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryMessageDelivery($messageId: ID!) {\n    retryMessageDelivery(messageId: $messageId)\n  }\n"): (typeof documents)["\n  mutation RetryMessageDelivery($messageId: ID!) {\n    retryMessageDelivery(messageId: $messageId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      ...ChatMessage_message\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      ...ChatMessage_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTyping($conversationId: ID!, $status: Int!, $time: Int, $internal: Boolean) {\n    sendTyping(conversationId: $conversationId, status: $status, time: $time, internal: $internal)\n  }\n"): (typeof documents)["\n  mutation SendTyping($conversationId: ID!, $status: Int!, $time: Int, $internal: Boolean) {\n    sendTyping(conversationId: $conversationId, status: $status, time: $time, internal: $internal)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SnoozeConversation($id: ID!, $snooze: Float!) {\n    snoozeConversation(id: $id, snooze: $snooze) {\n      ...ConversationPane_conversation\n    }\n  }\n"): (typeof documents)["\n  mutation SnoozeConversation($id: ID!, $snooze: Float!) {\n    snoozeConversation(id: $id, snooze: $snooze) {\n      ...ConversationPane_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartLivechat($id: ID!) {\n    startLivechat(id: $id) {\n      ...ConversationPane_conversation\n    }\n  }\n"): (typeof documents)["\n  mutation StartLivechat($id: ID!) {\n    startLivechat(id: $id) {\n      ...ConversationPane_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TriggerInlineInputTemplate($id: ID!, $conversationId: ID!) {\n    triggerInlineInputTemplate(id: $id, conversationId: $conversationId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation TriggerInlineInputTemplate($id: ID!, $conversationId: ID!) {\n    triggerInlineInputTemplate(id: $id, conversationId: $conversationId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnassignConversationTags($conversationId: ID!, $tag: [String!]!) {\n    unassignConversationTags(conversationId: $conversationId, tag: $tag) {\n      ...ConversationPane_conversation\n    }\n  }\n"): (typeof documents)["\n  mutation UnassignConversationTags($conversationId: ID!, $tag: [String!]!) {\n    unassignConversationTags(conversationId: $conversationId, tag: $tag) {\n      ...ConversationPane_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoConversationMerge($mergeId: ID!) {\n    undoConversationMerge(mergeId: $mergeId) {\n      mergeId\n      sourceId\n      undone\n    }\n  }\n"): (typeof documents)["\n  mutation UndoConversationMerge($mergeId: ID!) {\n    undoConversationMerge(mergeId: $mergeId) {\n      mergeId\n      sourceId\n      undone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateConversationFromPane($input: UpdateConversationInput!) {\n    updateConversation(input: $input) {\n      ...ConversationPane_conversation\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateConversationFromPane($input: UpdateConversationInput!) {\n    updateConversation(input: $input) {\n      ...ConversationPane_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customization {\n    appConfig\n    application\n    measuredResponseTime\n  }\n"): (typeof documents)["\n  query Customization {\n    appConfig\n    application\n    measuredResponseTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAppConfig($value: JSONObject!) {\n    updateAppConfig(value: $value)\n  }\n"): (typeof documents)["\n  mutation UpdateAppConfig($value: JSONObject!) {\n    updateAppConfig(value: $value)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateApiKey($key: String!, $identityVerification: Boolean!) {\n    updateApiKey(key: $key, identityVerification: $identityVerification) {\n      key\n      identityVerification\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateApiKey($key: String!, $identityVerification: Boolean!) {\n    updateApiKey(key: $key, identityVerification: $identityVerification) {\n      key\n      identityVerification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteApiKey($key: String!) {\n    deleteApiKey(key: $key)\n  }\n"): (typeof documents)["\n  mutation DeleteApiKey($key: String!) {\n    deleteApiKey(key: $key)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($name: String!, $permissions: [String!]!) {\n    createApiToken(name: $name, permissions: $permissions) {\n      name\n      token\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($name: String!, $permissions: [String!]!) {\n    createApiToken(name: $name, permissions: $permissions) {\n      name\n      token\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteApiToken($token: String!) {\n    deleteApiToken(token: $token)\n  }\n"): (typeof documents)["\n  mutation DeleteApiToken($token: String!) {\n    deleteApiToken(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      id\n      secret\n      ...WebhookFields_webhook\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      id\n      secret\n      ...WebhookFields_webhook\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyFields_apiKey on ApiKey {\n    name\n    key\n    secret\n    identityVerification\n    createDate\n  }\n"): (typeof documents)["\n  fragment ApiKeyFields_apiKey on ApiKey {\n    name\n    key\n    secret\n    identityVerification\n    createDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiTokenFields_apiToken on ApiToken {\n    name\n    token\n    permissions\n    createDate\n    lastUsed\n  }\n"): (typeof documents)["\n  fragment ApiTokenFields_apiToken on ApiToken {\n    name\n    token\n    permissions\n    createDate\n    lastUsed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeveloperPage {\n    apiKeys {\n      ...ApiKeyFields_apiKey\n    }\n    apiTokens {\n      ...ApiTokenFields_apiToken\n    }\n  }\n"): (typeof documents)["\n  query DeveloperPage {\n    apiKeys {\n      ...ApiKeyFields_apiKey\n    }\n    apiTokens {\n      ...ApiTokenFields_apiToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PingWebhook($id: ID!) {\n    pingWebhook(id: $id) {\n      id\n      status\n      ...WebhookDeliveryFields_webhookDelivery\n    }\n  }\n"): (typeof documents)["\n  mutation PingWebhook($id: ID!) {\n    pingWebhook(id: $id) {\n      id\n      status\n      ...WebhookDeliveryFields_webhookDelivery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($id: ID!, $deliveryId: ID!) {\n    redeliverWebhook(id: $id, deliveryId: $deliveryId) {\n      id\n      status\n      ...WebhookDeliveryFields_webhookDelivery\n    }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhook($id: ID!, $deliveryId: ID!) {\n    redeliverWebhook(id: $id, deliveryId: $deliveryId) {\n      id\n      status\n      ...WebhookDeliveryFields_webhookDelivery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      id\n      secret\n      ...WebhookFields_webhook\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      id\n      secret\n      ...WebhookFields_webhook\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhook($input: UpdateWebhookInput!) {\n    updateWebhook(input: $input) {\n      id\n      ...WebhookFields_webhook\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhook($input: UpdateWebhookInput!) {\n    updateWebhook(input: $input) {\n      id\n      ...WebhookFields_webhook\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($id: ID!, $before: String, $size: Int) {\n    webhookDeliveries(id: $id, before: $before, size: $size) {\n      hasMore\n      items {\n        id\n        status\n        ...WebhookDeliveryFields_webhookDelivery\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($id: ID!, $before: String, $size: Int) {\n    webhookDeliveries(id: $id, before: $before, size: $size) {\n      hasMore\n      items {\n        id\n        status\n        ...WebhookDeliveryFields_webhookDelivery\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookDeliveryFields_webhookDelivery on WebhookDelivery {\n    id\n    eventId\n    eventType\n    status\n    attempts\n    lastAttemptAt\n    lastStatus\n    lastDurationMs\n    lastError\n    lastResponse\n    deliveredAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment WebhookDeliveryFields_webhookDelivery on WebhookDelivery {\n    id\n    eventId\n    eventType\n    status\n    attempts\n    lastAttemptAt\n    lastStatus\n    lastDurationMs\n    lastError\n    lastResponse\n    deliveredAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookFields_webhook on Webhook {\n    id\n    url\n    description\n    events\n    includeInternal\n    active\n    disabledReason\n    disabledAt\n    consecutiveFailures\n    retryAt\n    previousSecretUntil\n    createdAt\n  }\n"): (typeof documents)["\n  fragment WebhookFields_webhook on Webhook {\n    id\n    url\n    description\n    events\n    includeInternal\n    active\n    disabledReason\n    disabledAt\n    consecutiveFailures\n    retryAt\n    previousSecretUntil\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Webhooks {\n    webhooks {\n      id\n      ...WebhookFields_webhook\n    }\n  }\n"): (typeof documents)["\n  query Webhooks {\n    webhooks {\n      id\n      ...WebhookFields_webhook\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InboxCard_conversation on Conversation {\n    id\n    name\n    generatedName\n    profilePic\n    status\n    hidden\n    snooze\n    mentioned\n    unread\n    source\n    livechat\n    online\n    tags\n    orderTimestamp\n    lastUpdateTimestamp\n    customerRating {\n      score\n    }\n    customer {\n      id\n      displayName\n      generatedName\n    }\n    assignedAgent {\n      id\n      displayName\n    }\n    team {\n      id\n      name\n    }\n    lastMessage {\n      id\n      seq\n      senderType\n      senderId\n      type\n      text\n      internal\n      timestamp\n    }\n  }\n"): (typeof documents)["\n  fragment InboxCard_conversation on Conversation {\n    id\n    name\n    generatedName\n    profilePic\n    status\n    hidden\n    snooze\n    mentioned\n    unread\n    source\n    livechat\n    online\n    tags\n    orderTimestamp\n    lastUpdateTimestamp\n    customerRating {\n      score\n    }\n    customer {\n      id\n      displayName\n      generatedName\n    }\n    assignedAgent {\n      id\n      displayName\n    }\n    team {\n      id\n      name\n    }\n    lastMessage {\n      id\n      seq\n      senderType\n      senderId\n      type\n      text\n      internal\n      timestamp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxConfiguration {\n    configuration {\n      ...InboxConfiguration_views\n    }\n  }\n"): (typeof documents)["\n  query InboxConfiguration {\n    configuration {\n      ...InboxConfiguration_views\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InboxConfiguration_views on UserConfiguration {\n    id\n    conversationCustomViews {\n      value\n      label\n      count\n      searchParams {\n        status\n        filter\n        team\n        customerId\n        agentId\n        tag\n        customerTag\n        beforeTimestamp\n        afterTimestamp\n        showOnline\n        reverseOrder\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment InboxConfiguration_views on UserConfiguration {\n    id\n    conversationCustomViews {\n      value\n      label\n      count\n      searchParams {\n        status\n        filter\n        team\n        customerId\n        agentId\n        tag\n        customerTag\n        beforeTimestamp\n        afterTimestamp\n        showOnline\n        reverseOrder\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxConversation($id: ID!) {\n    conversation(id: $id) {\n      ...InboxCard_conversation\n    }\n  }\n"): (typeof documents)["\n  query InboxConversation($id: ID!) {\n    conversation(id: $id) {\n      ...InboxCard_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxConversations($filter: ConversationFilterInput) {\n    conversations(filter: $filter) {\n      ...InboxCard_conversation\n    }\n  }\n"): (typeof documents)["\n  query InboxConversations($filter: ConversationFilterInput) {\n    conversations(filter: $filter) {\n      ...InboxCard_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxCounts {\n    conversationCounts {\n      me\n      unassigned\n      mention\n      snooze\n      hidden\n      team {\n        teamId\n        name\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query InboxCounts {\n    conversationCounts {\n      me\n      unassigned\n      mention\n      snooze\n      hidden\n      team {\n        teamId\n        name\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxSearchMessages($query: String!) {\n    searchMessages(query: $query) {\n      id\n      conversationId\n      conversationName\n      conversationGeneratedName\n      senderType\n      senderId\n      internal\n      timestamp\n      meta\n    }\n  }\n"): (typeof documents)["\n  query InboxSearchMessages($query: String!) {\n    searchMessages(query: $query) {\n      id\n      conversationId\n      conversationName\n      conversationGeneratedName\n      senderType\n      senderId\n      internal\n      timestamp\n      meta\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInboxConfiguration($setValue: ConfigurationSetValueInput!) {\n    updateConfiguration(setValue: $setValue) {\n      ...InboxConfiguration_views\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInboxConfiguration($setValue: ConfigurationSetValueInput!) {\n    updateConfiguration(setValue: $setValue) {\n      ...InboxConfiguration_views\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationPreferences_preferences on NotificationPreferences {\n    newConversation {\n      push\n      email\n    }\n    assignedMessage {\n      push\n      email\n    }\n    mention {\n      push\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationPreferences_preferences on NotificationPreferences {\n    newConversation {\n      push\n      email\n    }\n    assignedMessage {\n      push\n      email\n    }\n    mention {\n      push\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationSettings {\n    notificationSettings {\n      pushPublicKey\n      emailWindowMinutes\n      preferences {\n        ...NotificationPreferences_preferences\n      }\n      pushSubscriptions {\n        ...PushSubscription_subscription\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotificationSettings {\n    notificationSettings {\n      pushPublicKey\n      emailWindowMinutes\n      preferences {\n        ...NotificationPreferences_preferences\n      }\n      pushSubscriptions {\n        ...PushSubscription_subscription\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PushSubscription_subscription on PushSubscriptionInfo {\n    id\n    label\n    createdAt\n    lastPushAt\n  }\n"): (typeof documents)["\n  fragment PushSubscription_subscription on PushSubscriptionInfo {\n    id\n    label\n    createdAt\n    lastPushAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePushSubscription($id: ID!) {\n    removePushSubscription(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemovePushSubscription($id: ID!) {\n    removePushSubscription(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportConsoleFocus($tabId: String!, $focused: Boolean!) {\n    reportConsoleFocus(tabId: $tabId, focused: $focused)\n  }\n"): (typeof documents)["\n  mutation ReportConsoleFocus($tabId: String!, $focused: Boolean!) {\n    reportConsoleFocus(tabId: $tabId, focused: $focused)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribePush($input: PushSubscriptionInput!) {\n    subscribePush(input: $input) {\n      ...PushSubscription_subscription\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribePush($input: PushSubscriptionInput!) {\n    subscribePush(input: $input) {\n      ...PushSubscription_subscription\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferences_preferences\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferences_preferences\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissGettingStarted {\n    dismissGettingStarted {\n      ...GettingStartedFields\n    }\n  }\n"): (typeof documents)["\n  mutation DismissGettingStarted {\n    dismissGettingStarted {\n      ...GettingStartedFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GettingStartedFields on GettingStarted {\n    widgetInstalled\n    teamInvited\n    channelConnected\n    officeHoursSet\n    dismissed\n  }\n"): (typeof documents)["\n  fragment GettingStartedFields on GettingStarted {\n    widgetInstalled\n    teamInvited\n    channelConnected\n    officeHoursSet\n    dismissed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GettingStarted {\n    gettingStarted {\n      ...GettingStartedFields\n    }\n  }\n"): (typeof documents)["\n  query GettingStarted {\n    gettingStarted {\n      ...GettingStartedFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCustomerNote($id: ID!, $content: String!) {\n    addCustomerNote(id: $id, content: $content) {\n      ...CustomerProfile_customer\n    }\n  }\n"): (typeof documents)["\n  mutation AddCustomerNote($id: ID!, $content: String!) {\n    addCustomerNote(id: $id, content: $content) {\n      ...CustomerProfile_customer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentPage($id: ID!, $size: Int) {\n    agent(id: $id) {\n      ...AgentProfile_agent\n    }\n    agentConversations(id: $id, size: $size) {\n      ...ConversationLink_conversation\n    }\n  }\n"): (typeof documents)["\n  query AgentPage($id: ID!, $size: Int) {\n    agent(id: $id) {\n      ...AgentProfile_agent\n    }\n    agentConversations(id: $id, size: $size) {\n      ...ConversationLink_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgentProfile_agent on Agent {\n    id\n    displayName\n    email\n    profilePic\n    refId\n    createDate\n    lastActivity\n    online\n    permissions\n    fields\n    tags\n    teams {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment AgentProfile_agent on Agent {\n    id\n    displayName\n    email\n    profilePic\n    refId\n    createDate\n    lastActivity\n    online\n    permissions\n    fields\n    tags\n    teams {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgentRow_agent on Agent {\n    id\n    displayName\n    email\n    profilePic\n    refId\n    createDate\n    online\n  }\n"): (typeof documents)["\n  fragment AgentRow_agent on Agent {\n    id\n    displayName\n    email\n    profilePic\n    refId\n    createDate\n    online\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentTags {\n    tags(kind: agent)\n  }\n"): (typeof documents)["\n  query AgentTags {\n    tags(kind: agent)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentsPage($manager: Boolean!) {\n    agents {\n      ...AgentRow_agent\n    }\n    invitations @include(if: $manager) {\n      delivery\n      items {\n        ...PendingInvitation_invitation\n      }\n    }\n    teams @include(if: $manager) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AgentsPage($manager: Boolean!) {\n    agents {\n      ...AgentRow_agent\n    }\n    invitations @include(if: $manager) {\n      delivery\n      items {\n        ...PendingInvitation_invitation\n      }\n    }\n    teams @include(if: $manager) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveCustomer($id: ID!) {\n    archiveCustomer(id: $id)\n  }\n"): (typeof documents)["\n  mutation ArchiveCustomer($id: ID!) {\n    archiveCustomer(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignCustomerTags($id: ID!, $tag: [String!]!) {\n    assignCustomerTags(id: $id, tag: $tag) {\n      id\n      tags\n    }\n  }\n"): (typeof documents)["\n  mutation AssignCustomerTags($id: ID!, $tag: [String!]!) {\n    assignCustomerTags(id: $id, tag: $tag) {\n      id\n      tags\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConversationLink_conversation on Conversation {\n    id\n    name\n    generatedName\n    source\n    status\n    online\n    unread\n    orderTimestamp\n    customer {\n      id\n      displayName\n      generatedName\n    }\n    lastMessage {\n      id\n      text\n      timestamp\n    }\n  }\n"): (typeof documents)["\n  fragment ConversationLink_conversation on Conversation {\n    id\n    name\n    generatedName\n    source\n    status\n    online\n    unread\n    orderTimestamp\n    customer {\n      id\n      displayName\n      generatedName\n    }\n    lastMessage {\n      id\n      text\n      timestamp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomerConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCustomerConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeam($name: String!, $agent: [ID!]) {\n    createTeam(name: $name, agent: $agent) {\n      ...TeamCard_team\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTeam($name: String!, $agent: [ID!]) {\n    createTeam(name: $name, agent: $agent) {\n      ...TeamCard_team\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomField_definition on CustomFieldDefinition {\n    id\n    type\n    name {\n      en\n      zh\n      zh_cn\n    }\n  }\n"): (typeof documents)["\n  fragment CustomField_definition on CustomFieldDefinition {\n    id\n    type\n    name {\n      en\n      zh\n      zh_cn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomFields {\n    adminSetting {\n      customerFields {\n        ...CustomField_definition\n      }\n      agentFields {\n        ...CustomField_definition\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomFields {\n    adminSetting {\n      customerFields {\n        ...CustomField_definition\n      }\n      agentFields {\n        ...CustomField_definition\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerProfile($id: ID!) {\n    customer(id: $id) {\n      ...CustomerProfile_customer\n    }\n  }\n"): (typeof documents)["\n  query CustomerProfile($id: ID!) {\n    customer(id: $id) {\n      ...CustomerProfile_customer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerList($criteria: [String!], $operand: String, $offset: Int, $size: Int) {\n    customers(criteria: $criteria, operand: $operand, offset: $offset, size: $size) {\n      items {\n        ...CustomerRow_customer\n      }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query CustomerList($criteria: [String!], $operand: String, $offset: Int, $size: Int) {\n    customers(criteria: $criteria, operand: $operand, offset: $offset, size: $size) {\n      items {\n        ...CustomerRow_customer\n      }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerName($id: ID!) {\n    customer(id: $id) {\n      id\n      displayName\n      generatedName\n      email\n    }\n  }\n"): (typeof documents)["\n  query CustomerName($id: ID!) {\n    customer(id: $id) {\n      id\n      displayName\n      generatedName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerPage($id: ID!, $size: Int) {\n    customer(id: $id) {\n      ...CustomerProfile_customer\n    }\n    customerConversations(id: $id, size: $size) {\n      ...ConversationLink_conversation\n    }\n  }\n"): (typeof documents)["\n  query CustomerPage($id: ID!, $size: Int) {\n    customer(id: $id) {\n      ...CustomerProfile_customer\n    }\n    customerConversations(id: $id, size: $size) {\n      ...ConversationLink_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerProfile_customer on Customer {\n    id\n    displayName\n    generatedName\n    username\n    refId\n    platformReference {\n      platform\n      reference\n    }\n    email\n    subtitle\n    bio\n    createDate\n    lastActivity\n    online\n    archived\n    tags\n    fields\n    conversationCount\n    notes {\n      id\n      userId\n      authorName\n      content\n      timestamp\n    }\n  }\n"): (typeof documents)["\n  fragment CustomerProfile_customer on Customer {\n    id\n    displayName\n    generatedName\n    username\n    refId\n    platformReference {\n      platform\n      reference\n    }\n    email\n    subtitle\n    bio\n    createDate\n    lastActivity\n    online\n    archived\n    tags\n    fields\n    conversationCount\n    notes {\n      id\n      userId\n      authorName\n      content\n      timestamp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerRow_customer on Customer {\n    id\n    displayName\n    generatedName\n    email\n    refId\n    platformReference {\n      platform\n      reference\n    }\n    createDate\n    online\n    conversationCount\n  }\n"): (typeof documents)["\n  fragment CustomerRow_customer on Customer {\n    id\n    displayName\n    generatedName\n    email\n    refId\n    platformReference {\n      platform\n      reference\n    }\n    createDate\n    online\n    conversationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerSearch($criteria: [String!], $operand: String, $size: Int) {\n    customers(criteria: $criteria, operand: $operand, size: $size) {\n      items {\n        id\n        displayName\n        generatedName\n        email\n      }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query CustomerSearch($criteria: [String!], $operand: String, $size: Int) {\n    customers(criteria: $criteria, operand: $operand, size: $size) {\n      items {\n        id\n        displayName\n        generatedName\n        email\n      }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerTags {\n    tags(kind: customer)\n  }\n"): (typeof documents)["\n  query CustomerTags {\n    tags(kind: customer)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAgent($id: ID!) {\n    deleteAgent(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteAgent($id: ID!) {\n    deleteAgent(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTeam($id: ID!) {\n    deleteTeam(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTeam($id: ID!) {\n    deleteTeam(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EraseCustomer($id: ID!, $reason: String) {\n    eraseCustomer(id: $id, reason: $reason) {\n      customerId\n      conversations\n      messages\n      files\n      exports\n    }\n  }\n"): (typeof documents)["\n  mutation EraseCustomer($id: ID!, $reason: String) {\n    eraseCustomer(id: $id, reason: $reason) {\n      customerId\n      conversations\n      messages\n      files\n      exports\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteAgent($email: String!, $displayName: String!, $permissions: [String!], $teamIds: [ID!]) {\n    inviteAgent(email: $email, displayName: $displayName, permissions: $permissions, teamIds: $teamIds)\n  }\n"): (typeof documents)["\n  mutation InviteAgent($email: String!, $displayName: String!, $permissions: [String!], $teamIds: [ID!]) {\n    inviteAgent(email: $email, displayName: $displayName, permissions: $permissions, teamIds: $teamIds)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PendingInvitation_invitation on Invitation {\n    id\n    email\n    displayName\n    createdAt\n    expiresAt\n    sentAt\n    expired\n    teams {\n      id\n      name\n    }\n    invitedBy {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment PendingInvitation_invitation on Invitation {\n    id\n    email\n    displayName\n    createdAt\n    expiresAt\n    sentAt\n    expired\n    teams {\n      id\n      name\n    }\n    invitedBy {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      ...PendingInvitation_invitation\n    }\n  }\n"): (typeof documents)["\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      ...PendingInvitation_invitation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAgentTags($id: ID!, $tags: [String!]!) {\n    updateAgent(input: { id: $id, tags: $tags }) {\n      id\n      tags\n    }\n  }\n"): (typeof documents)["\n  mutation SetAgentTags($id: ID!, $tags: [String!]!) {\n    updateAgent(input: { id: $id, tags: $tags }) {\n      id\n      tags\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamCard_team on Team {\n    id\n    name\n    agent\n    assignmentMode\n    members {\n      id\n      displayName\n      profilePic\n      online\n    }\n  }\n"): (typeof documents)["\n  fragment TeamCard_team on Team {\n    id\n    name\n    agent\n    assignmentMode\n    members {\n      id\n      displayName\n      profilePic\n      online\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamsPage {\n    teams {\n      ...TeamCard_team\n    }\n    agents {\n      ...AgentRow_agent\n    }\n  }\n"): (typeof documents)["\n  query TeamsPage {\n    teams {\n      ...TeamCard_team\n    }\n    agents {\n      ...AgentRow_agent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnassignCustomerTags($id: ID!, $tag: [String!]!) {\n    unassignCustomerTags(id: $id, tag: $tag) {\n      id\n      tags\n    }\n  }\n"): (typeof documents)["\n  mutation UnassignCustomerTags($id: ID!, $tag: [String!]!) {\n    unassignCustomerTags(id: $id, tag: $tag) {\n      id\n      tags\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAgent($input: UpdateAgentInput!) {\n    updateAgent(input: $input) {\n      ...AgentProfile_agent\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAgent($input: UpdateAgentInput!) {\n    updateAgent(input: $input) {\n      ...AgentProfile_agent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomer($input: UpdateCustomerInput!) {\n    updateCustomer(input: $input) {\n      ...CustomerProfile_customer\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomer($input: UpdateCustomerInput!) {\n    updateCustomer(input: $input) {\n      ...CustomerProfile_customer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTeam($id: ID!, $name: String, $agent: [ID!]) {\n    updateTeam(id: $id, name: $name, agent: $agent) {\n      ...TeamCard_team\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTeam($id: ID!, $name: String, $agent: [ID!]) {\n    updateTeam(id: $id, name: $name, agent: $agent) {\n      ...TeamCard_team\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExternalPlatformFields on ExternalPlatform {\n    id\n    type\n    appSecretHint\n    verifyToken\n    webhookUrl\n    createDate\n    organizationId\n    projectGChannelId\n    accessTokenHint\n    liveChatWebhook\n    relayWebhook\n    sendWebhook\n    webhookSecretHint\n    webhookSecret\n    channels {\n      channelId\n      name\n      platformType\n      accountId\n      namespace\n      responseWindowHours\n      templates {\n        key\n        name\n        description\n        params {\n          name\n          description\n          component\n          index\n        }\n      }\n    }\n    pages {\n      pageId\n      name\n      accessTokenHint\n      responseWindowHours\n      tags {\n        tag\n        name\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ExternalPlatformFields on ExternalPlatform {\n    id\n    type\n    appSecretHint\n    verifyToken\n    webhookUrl\n    createDate\n    organizationId\n    projectGChannelId\n    accessTokenHint\n    liveChatWebhook\n    relayWebhook\n    sendWebhook\n    webhookSecretHint\n    webhookSecret\n    channels {\n      channelId\n      name\n      platformType\n      accountId\n      namespace\n      responseWindowHours\n      templates {\n        key\n        name\n        description\n        params {\n          name\n          description\n          component\n          index\n        }\n      }\n    }\n    pages {\n      pageId\n      name\n      accessTokenHint\n      responseWindowHours\n      tags {\n        tag\n        name\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExternalPlatforms {\n    externalPlatforms {\n      ...ExternalPlatformFields\n    }\n  }\n"): (typeof documents)["\n  query ExternalPlatforms {\n    externalPlatforms {\n      ...ExternalPlatformFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFacebookPlatform {\n    createFacebookPlatform {\n      ...ExternalPlatformFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFacebookPlatform {\n    createFacebookPlatform {\n      ...ExternalPlatformFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFacebookPlatform($id: ID!, $appSecret: String!) {\n    updateFacebookPlatform(id: $id, appSecret: $appSecret) {\n      ...ExternalPlatformFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFacebookPlatform($id: ID!, $appSecret: String!) {\n    updateFacebookPlatform(id: $id, appSecret: $appSecret) {\n      ...ExternalPlatformFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteExternalPlatform($id: ID!) {\n    deleteExternalPlatform(id: $id) {\n      ...ExternalPlatformFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteExternalPlatform($id: ID!) {\n    deleteExternalPlatform(id: $id) {\n      ...ExternalPlatformFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFacebookPage($id: ID!, $pageId: String!, $name: String!, $accessToken: String, $responseWindowHours: Int, $tags: [FacebookMessageTagInput!]) {\n    saveFacebookPage(id: $id, pageId: $pageId, name: $name, accessToken: $accessToken, responseWindowHours: $responseWindowHours, tags: $tags) {\n      ...ExternalPlatformFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveFacebookPage($id: ID!, $pageId: String!, $name: String!, $accessToken: String, $responseWindowHours: Int, $tags: [FacebookMessageTagInput!]) {\n    saveFacebookPage(id: $id, pageId: $pageId, name: $name, accessToken: $accessToken, responseWindowHours: $responseWindowHours, tags: $tags) {\n      ...ExternalPlatformFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFacebookPage($id: ID!, $pageId: String!) {\n    deleteFacebookPage(id: $id, pageId: $pageId) {\n      ...ExternalPlatformFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteFacebookPage($id: ID!, $pageId: String!) {\n    deleteFacebookPage(id: $id, pageId: $pageId) {\n      ...ExternalPlatformFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProviderPlatform {\n    createProviderPlatform {\n      ...ExternalPlatformFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProviderPlatform {\n    createProviderPlatform {\n      ...ExternalPlatformFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProviderPlatform($id: ID!, $accessToken: String, $organizationId: String, $projectGChannelId: String) {\n    updateProviderPlatform(id: $id, accessToken: $accessToken, organizationId: $organizationId, projectGChannelId: $projectGChannelId) {\n      ...ExternalPlatformFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProviderPlatform($id: ID!, $accessToken: String, $organizationId: String, $projectGChannelId: String) {\n    updateProviderPlatform(id: $id, accessToken: $accessToken, organizationId: $organizationId, projectGChannelId: $projectGChannelId) {\n      ...ExternalPlatformFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveProviderChannel(\n    $id: ID!\n    $channelId: String!\n    $name: String!\n    $platformType: String!\n    $accountId: String\n    $namespace: String\n    $responseWindowHours: Int\n    $templates: [ChannelTemplateInput!]\n  ) {\n    saveProviderChannel(\n      id: $id\n      channelId: $channelId\n      name: $name\n      platformType: $platformType\n      accountId: $accountId\n      namespace: $namespace\n      responseWindowHours: $responseWindowHours\n      templates: $templates\n    ) {\n      ...ExternalPlatformFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveProviderChannel(\n    $id: ID!\n    $channelId: String!\n    $name: String!\n    $platformType: String!\n    $accountId: String\n    $namespace: String\n    $responseWindowHours: Int\n    $templates: [ChannelTemplateInput!]\n  ) {\n    saveProviderChannel(\n      id: $id\n      channelId: $channelId\n      name: $name\n      platformType: $platformType\n      accountId: $accountId\n      namespace: $namespace\n      responseWindowHours: $responseWindowHours\n      templates: $templates\n    ) {\n      ...ExternalPlatformFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProviderChannel($id: ID!, $channelId: String!) {\n    deleteProviderChannel(id: $id, channelId: $channelId) {\n      ...ExternalPlatformFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProviderChannel($id: ID!, $channelId: String!) {\n    deleteProviderChannel(id: $id, channelId: $channelId) {\n      ...ExternalPlatformFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RealtimeEvents {\n    events {\n      id\n      type\n      cursor\n      change\n      payload\n    }\n  }\n"): (typeof documents)["\n  subscription RealtimeEvents {\n    events {\n      id\n      type\n      cursor\n      change\n      payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpdatesSince($cursor: Float, $size: Int) {\n    updatesSince(cursor: $cursor, size: $size) {\n      cursor\n      hasMore\n      reset\n      updates {\n        cursor\n        event\n        conversationId\n        messageId\n        conversation {\n          id\n          status\n          hidden\n          snooze\n          lastUpdateTimestamp\n        }\n        message {\n          ...ChatMessage_message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UpdatesSince($cursor: Float, $size: Int) {\n    updatesSince(cursor: $cursor, size: $size) {\n      cursor\n      hasMore\n      reset\n      updates {\n        cursor\n        event\n        conversationId\n        messageId\n        conversation {\n          id\n          status\n          hidden\n          snooze\n          lastUpdateTimestamp\n        }\n        message {\n          ...ChatMessage_message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportDashboard($from: String!, $to: String!) {\n    reportDashboard(from: $from, to: $to) {\n      from\n      to\n      timeZone\n      totals {\n        conversations\n        responded\n        closed\n        medianFirstResponseSeconds\n        medianResolutionSeconds\n        customerMessages\n        agentMessages\n      }\n      perDay {\n        date\n        source\n        conversations\n      }\n      heatmap {\n        weekday\n        hour\n        conversations\n      }\n      agents {\n        agentId\n        displayName\n        conversations\n        firstResponses\n        medianFirstResponseSeconds\n        averageRating\n        ratings\n      }\n      ratings {\n        score\n        conversations\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportDashboard($from: String!, $to: String!) {\n    reportDashboard(from: $from, to: $to) {\n      from\n      to\n      timeZone\n      totals {\n        conversations\n        responded\n        closed\n        medianFirstResponseSeconds\n        medianResolutionSeconds\n        customerMessages\n        agentMessages\n      }\n      perDay {\n        date\n        source\n        conversations\n      }\n      heatmap {\n        weekday\n        hour\n        conversations\n      }\n      agents {\n        agentId\n        displayName\n        conversations\n        firstResponses\n        medianFirstResponseSeconds\n        averageRating\n        ratings\n      }\n      ratings {\n        score\n        conversations\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageExportFields on MessageExport {\n    id\n    from\n    to\n    includeVoice\n    includeFile\n    status\n    createDate\n    size\n    conversations\n    currentKey\n  }\n"): (typeof documents)["\n  fragment MessageExportFields on MessageExport {\n    id\n    from\n    to\n    includeVoice\n    includeFile\n    status\n    createDate\n    size\n    conversations\n    currentKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageExports {\n    messageExports {\n      ...MessageExportFields\n    }\n  }\n"): (typeof documents)["\n  query MessageExports {\n    messageExports {\n      ...MessageExportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestMessageExport($input: MessageExportInput!) {\n    requestMessageExport(input: $input) {\n      ...MessageExportFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestMessageExport($input: MessageExportInput!) {\n    requestMessageExport(input: $input) {\n      ...MessageExportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessageExportDownloadPath($id: ID!) {\n    messageExportDownloadPath(id: $id)\n  }\n"): (typeof documents)["\n  mutation MessageExportDownloadPath($id: ID!) {\n    messageExportDownloadPath(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMessageExport($id: ID!) {\n    deleteMessageExport(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteMessageExport($id: ID!) {\n    deleteMessageExport(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageExportKey {\n    messageExportKey\n  }\n"): (typeof documents)["\n  query MessageExportKey {\n    messageExportKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeMessageExportKey {\n    revokeMessageExportKey\n  }\n"): (typeof documents)["\n  mutation RevokeMessageExportKey {\n    revokeMessageExportKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetentionDryRun($days: Int!) {\n    retentionDryRun(days: $days) {\n      days\n      messages\n      files\n      bytes\n      previewToken\n    }\n  }\n"): (typeof documents)["\n  mutation RetentionDryRun($days: Int!) {\n    retentionDryRun(days: $days) {\n      days\n      messages\n      files\n      bytes\n      previewToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RetentionPolicy_policy on RetentionPolicy {\n    enabled\n    days\n    updatedAt\n    lastRun {\n      finishedAt\n      days\n      messages\n      files\n      bytes\n    }\n  }\n"): (typeof documents)["\n  fragment RetentionPolicy_policy on RetentionPolicy {\n    enabled\n    days\n    updatedAt\n    lastRun {\n      finishedAt\n      days\n      messages\n      files\n      bytes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RetentionPolicy {\n    retentionPolicy {\n      ...RetentionPolicy_policy\n    }\n  }\n"): (typeof documents)["\n  query RetentionPolicy {\n    retentionPolicy {\n      ...RetentionPolicy_policy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRetentionPolicy($input: RetentionPolicyInput!) {\n    updateRetentionPolicy(input: $input) {\n      ...RetentionPolicy_policy\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRetentionPolicy($input: RetentionPolicyInput!) {\n    updateRetentionPolicy(input: $input) {\n      ...RetentionPolicy_policy\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;