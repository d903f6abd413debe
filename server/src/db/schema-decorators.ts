import { Index, JoinColumn, ManyToOne, type ObjectType } from 'typeorm';

/**
 * A foreign key the migrations made, declared under its name on a relation property beside the
 * plain id column (`workspaceId` stays the field code reads and writes), so that TypeORM's schema
 * diff sees it (docs/adr/0005-data-layer.md).
 */
export function ForeignKey<T>(
  target: () => ObjectType<T>,
  column: string,
  constraint: string,
  onDelete: 'CASCADE' | 'NO ACTION' = 'CASCADE',
): PropertyDecorator {
  return (prototype, property) => {
    ManyToOne(target, { onDelete, onUpdate: 'NO ACTION' })(prototype, property);
    JoinColumn({ name: column, foreignKeyConstraintName: constraint })(prototype, property);
  };
}

/**
 * Indexes a migration defines (expression, partial, INCLUDE, trigram and GIN ones, which entity
 * decorators cannot express): named here so that the schema diff keeps them; their definitions live
 * in the migration that made them.
 */
export function MigrationIndexes(...names: string[]): ClassDecorator {
  return (target) => {
    for (const name of names) Index(name, { synchronize: false })(target);
  };
}
