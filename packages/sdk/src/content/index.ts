// `@avios/sdk/content`: page copy from the content service (spec §3, §5, §7; docs/sdk.md "Content").
export { createContent, createContentfulClient } from './content';
export { DEFAULT_INCLUDE, deliveryBase, entriesQuery, entriesUrl } from './entriesRequest';
export type {
  Content,
  ContentOptions,
  ContentfulClientLike,
  ContentfulClientOptions,
  GetEntriesOptions,
  GetEntryOptions,
  ErrorMessageContent,
} from './content';
export {
  validateRichText,
  isRichTextDocument,
  RICH_TEXT_BLOCKS,
  RICH_TEXT_INLINES,
  RICH_TEXT_MARKS,
} from './richText';
export type {
  RichTextDocument,
  RichTextNode,
  RichTextElement,
  RichTextText,
  RichTextNodeType,
  RichTextBlockType,
  RichTextInlineType,
} from './richText';
export { createDeliveryClient } from './deliveryClient';
export type { DeliveryClientOptions } from './deliveryClient';
