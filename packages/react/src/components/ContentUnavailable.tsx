import { contentUnavailableText } from '@avios/sdk/errors';
import { useAviosContext } from '../hooks/useAviosContext';
import { Button } from './Button';

/**
 * The content service is down: a clear, built-in message in the member's language with a
 * retry, instead of a screen whose buttons and headings have no text. The member's draft,
 * session and balance are not touched.
 */
export function ContentUnavailable({ onRetry }: { onRetry: () => void }) {
  const { language } = useAviosContext();
  const text = contentUnavailableText(language);
  return (
    <div className="avios-container avios-section avios-content-unavailable" role="alert">
      <h1 part="title">{text.title}</h1>
      <p>{text.message}</p>
      <Button onClick={onRetry}>{text.retry}</Button>
    </div>
  );
}
