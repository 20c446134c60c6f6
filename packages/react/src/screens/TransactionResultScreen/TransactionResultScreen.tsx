import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { LinkButton } from '../../components/LinkButton';
import { LoginPrompt } from '../../components/LoginPrompt';
import { RichText } from '../../components/RichText';
import { ScreenFrame } from '../../components/ScreenFrame';
import { Skeleton } from '../../components/Skeleton';
import { Progress } from '../../components/Spinner';
import { str } from '../../content/contentFields';
import { SuccessCard } from './SuccessCard';
import { useTransactionResult } from './useTransactionResult';

export { SLOW_AFTER_MS } from './useTransactionResult';

export interface TransactionResultScreenProps {
  /** The transaction to show; without one the screen redirects to / (spec §2). */
  transactionId?: string | undefined;
  /** Sets `document.title` from content `metaTitle`. Defaults to `true`. */
  setDocumentTitle?: boolean;
}

/**
 * spec §2 transaction result: processing (slow variant after ~10 s), success with the
 * credited points (+bonus) and the new balance, or failed with the message for its
 * errorCode (`api_error_{n}`). Polls every 3 s through the SDK poller. Content type
 * `transactionPage` by productType.
 */
export function TransactionResultScreen({
  transactionId,
  setDocumentTitle = true,
}: TransactionResultScreenProps) {
  const result = useTransactionResult(transactionId, setDocumentTitle);
  const { copy, state, slow, failure } = result;

  let body;
  if (result.contentPending) {
    body = <Skeleton height="12rem" />;
  } else if (result.visitor) {
    body = <LoginPrompt copy={copy} headingLevel={1} onLogin={result.login} />;
  } else if (result.processing) {
    body = (
      <Progress
        label={slow ? str(copy.processingSlowTitle) : str(copy.processingTitle)}
        detail={slow ? str(copy.processingSlowText) : str(copy.processingText)}
      />
    );
  } else if (result.success) {
    body = <SuccessCard copy={copy} success={result.success} />;
  } else if (state.status === 'unknown') {
    // Polling gave up before the outcome was known: the member may have paid, so no "try
    // again" that could charge twice; checking resumes on reconnect, on return, on the button.
    body = (
      <Card as="section" className="avios-result" labelledBy="avios-result-title" part="result">
        <h1 part="title" id="avios-result-title">
          {str(copy.unknownTitle)}
        </h1>
        <p role="status">{str(copy.unknownText)}</p>
        <Button onClick={state.recheck}>{str(copy.unknownButtonText)}</Button>
      </Card>
    );
  } else {
    body = (
      <Card as="section" className="avios-result" labelledBy="avios-result-title" part="result">
        <h1 part="title" id="avios-result-title">
          {str(copy.failedTitle)}
        </h1>
        <div role="alert">
          <strong>{failure.title}</strong>
          <RichText value={failure.message} />
        </div>
        <p>{str(copy.failedText)}</p>
        {copy.failedButtonUrl ? (
          <LinkButton href={copy.failedButtonUrl}>{str(copy.failedButtonText)}</LinkButton>
        ) : null}
      </Card>
    );
  }
  return (
    <ScreenFrame name="transaction">
      <div className="avios-container avios-section">{body}</div>
    </ScreenFrame>
  );
}
