import { Column, Entity } from 'typeorm';
import { ForeignKey } from '../../db/schema-decorators';
import { bigintNumber } from '../conversation/conversation.entity';
import { Message } from './message.entity';

/** The stored file (and image preview) of a file message: where its bytes are, and what they are. */
@Entity('message_file')
export class MessageFile {
  @Column({ name: 'message_id', type: 'uuid', primary: true })
  messageId: string;

  @ForeignKey(() => Message, 'message_id', 'message_file_message_id_fkey')
  message?: Message;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @Column({ name: 'storage_key', type: 'text' })
  storageKey: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'content_type', type: 'text' })
  contentType: string;

  @Column({ type: 'bigint', transformer: bigintNumber })
  size: number;

  @Column({ name: 'preview_key', type: 'text', nullable: true })
  previewKey: string | null;

  @Column({ name: 'preview_content_type', type: 'text', nullable: true })
  previewContentType: string | null;

  @Column({ name: 'preview_size', type: 'bigint', nullable: true, transformer: bigintNumber })
  previewSize: number | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
