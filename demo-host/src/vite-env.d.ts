/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BASE_PATH?: string;
  readonly VITE_BRAND_PREFIX?: string;
  readonly VITE_API_URL?: string;
  readonly VITE_LOGIN_MODE?: string;
  readonly VITE_API_PATH?: string;
  readonly VITE_IDP_DOMAIN?: string;
  readonly VITE_AUDIENCE?: string;
  readonly VITE_AUTH_CACHE?: string;
  readonly VITE_CLIENT_ID_BA?: string;
  readonly VITE_CLIENT_ID_IB?: string;
  readonly VITE_CLIENT_ID_EI?: string;
  readonly VITE_CONTENT_HOST?: string;
  readonly VITE_CONTENT_SPACE?: string;
  readonly VITE_CONTENT_ENVIRONMENT?: string;
  readonly VITE_CONTENT_TOKEN?: string;
  readonly VITE_PAYMENTS_URL?: string;
  readonly VITE_POLL_INTERVAL_MS?: string;
  readonly VITE_HTTP_TIMEOUT_MS?: string;
  readonly VITE_ERROR_REPORTING_DSN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
