export {
  createContent,
  createContentfulClient,
  checkContentHost,
  DEFAULT_INCLUDE,
} from './content';
export type {
  Content,
  ContentOptions,
  ContentfulClientLike,
  GetEntriesOptions,
  GetEntryOptions,
  ErrorMessageContent,
} from './content';
export { toContentError } from './contentError';
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
