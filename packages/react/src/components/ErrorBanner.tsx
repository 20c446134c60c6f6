import type { ActiveError } from '@avios/sdk';
import { useErrorMessage } from '../hooks/useErrorMessage';
import { useAvios } from '../hooks/useAvios';
import { Alert } from './Alert';
import { RichText } from './RichText';

export interface ErrorBannerProps {
  /** An error from the SDK error store. Silent entries render nothing (spec §8). */
  error: ActiveError;
  /** Accessible name of the dismiss button. Defaults to `Dismiss`. */
  dismissLabel?: string;
}

/**
 * An active error as a banner: title and message from content by code (spec §4), a dismiss
 * button only when the catalogue entry is dismissible (spec §8).
 */
export function ErrorBanner({ error, dismissLabel }: ErrorBannerProps) {
  const { errors } = useAvios();
  const { title, message } = useErrorMessage(error.code);
  if (error.entry.silent) return null;
  return (
    <Alert
      severity={error.entry.severity}
      title={title}
      {...(error.entry.dismissible ? { onDismiss: () => errors.dismiss(error.id) } : {})}
      {...(dismissLabel ? { dismissLabel } : {})}
    >
      <RichText value={message} as="p" className="avios-alert__text" />
    </Alert>
  );
}
