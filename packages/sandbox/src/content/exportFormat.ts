// Contentful's space-export format (what `contentful space export` writes and
// `contentful space import` reads), narrowed to the parts the sandbox uses.

/** Origin of the asset URLs stored in the fixture; the service answers with the host asked. */
export const FIXTURE_ASSET_ORIGIN = '//localhost:4012';

export type LocaleCode = 'en-GB' | 'en-US' | 'es-ES' | 'en-IE';
export type PartnerCode = 'ba' | 'ib' | 'ei';

/** A field value per locale code, as stored in an export. */
export type LocalizedField = Record<string, unknown>;

export type FieldType =
  | 'Symbol'
  | 'Text'
  | 'Integer'
  | 'Number'
  | 'Date'
  | 'Boolean'
  | 'Object'
  | 'RichText'
  | 'Link'
  | 'Array';

export type LinkType = 'Entry' | 'Asset';

export interface Validation {
  in?: string[];
  linkContentType?: string[];
  regexp?: { pattern: string };
  size?: { min?: number; max?: number };
  range?: { min?: number; max?: number };
  unique?: boolean;
}

export interface ContentTypeField {
  id: string;
  name: string;
  type: FieldType;
  localized: boolean;
  required: boolean;
  disabled: boolean;
  omitted: boolean;
  validations: Validation[];
  linkType?: LinkType;
  items?: { type: 'Symbol' | 'Link'; linkType?: LinkType; validations: Validation[] };
}

interface Link<T extends string = string> {
  sys: { type: 'Link'; linkType: T; id: string };
}

interface RecordSys {
  id: string;
  type: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  publishedVersion?: number;
  publishedAt?: string;
  publishedCounter?: number;
  firstPublishedAt?: string;
  contentType?: Link<'ContentType'>;
}

export interface ContentTypeRecord {
  sys: RecordSys;
  displayField: string;
  name: string;
  description: string;
  fields: ContentTypeField[];
}

export interface EditorInterfaceRecord {
  sys: { id: 'default'; type: 'EditorInterface'; contentType: Link<'ContentType'> };
  controls: {
    fieldId: string;
    widgetId: string;
    widgetNamespace: 'builtin';
    settings?: { helpText: string };
  }[];
}

export interface EntryRecord {
  metadata: { tags: Link<'Tag'>[] };
  sys: RecordSys & { type: 'Entry'; contentType: Link<'ContentType'> };
  fields: Record<string, LocalizedField>;
}

export interface AssetRecord {
  metadata: { tags: Link<'Tag'>[] };
  sys: RecordSys & { type: 'Asset' };
  fields: {
    title: LocalizedField;
    description?: LocalizedField;
    file: LocalizedField;
  };
}

export interface LocaleRecord {
  name: string;
  code: LocaleCode;
  fallbackCode: LocaleCode | null;
  default: boolean;
  contentManagementApi: boolean;
  contentDeliveryApi: boolean;
  optional: boolean;
  sys: { id: string; type: 'Locale'; version: number };
}

export interface ContentExport {
  contentTypes: ContentTypeRecord[];
  tags: never[];
  editorInterfaces: EditorInterfaceRecord[];
  entries: EntryRecord[];
  assets: AssetRecord[];
  locales: LocaleRecord[];
  webhooks: never[];
  roles: never[];
}
