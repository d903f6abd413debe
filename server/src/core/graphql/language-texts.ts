import 'reflect-metadata';
import { Field, InputType, ObjectType } from 'type-graphql';

/**
 * A text in each console language (canned replies, custom field names): one list of languages for
 * every such type, which keeps its own GraphQL name and description. No field or argument names
 * these bases, so the schema never shows them; a subclass takes their fields first, in this order,
 * and a field it redeclares keeps its place.
 */
@ObjectType()
export abstract class LanguageTextsType {
  @Field()
  en: string;

  @Field()
  zh: string;

  @Field()
  zh_cn: string;
}

/** As input any language may be left out; a type that requires one redeclares it (`declare`: no class field that would shadow the value). */
@InputType()
export abstract class LanguageTextsInput {
  @Field(() => String, { nullable: true })
  en?: string | null;

  @Field(() => String, { nullable: true })
  zh?: string | null;

  @Field(() => String, { nullable: true })
  zh_cn?: string | null;
}
