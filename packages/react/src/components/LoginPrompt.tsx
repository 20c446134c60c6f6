import { str } from '../content/contentFields';
import { Button } from './Button';
import { Card } from './Card';

export interface LoginPromptCopy {
  loginPromptTitle?: string | undefined;
  loginPromptText?: string | undefined;
  loginPromptButtonText?: string | undefined;
}

/**
 * The sign-in prompt a visitor sees on a product page (spec §6: visitors get login
 * prompts), its copy from the page's content (`loginPrompt*` fields).
 */
export function LoginPrompt({
  copy,
  onLogin,
  headingLevel = 2,
}: {
  copy: LoginPromptCopy;
  onLogin: () => void;
  /** 1 when the prompt is all the page shows (it then names the page). Defaults to 2. */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // not a landmark: a page may hold several (one per element on a partner's page), and
  // landmarks of the same name are an axe violation (landmark-unique)
  return (
    <Card as="div" className="avios-login-prompt" part="login-prompt">
      <Heading id="avios-login-prompt-title" part={headingLevel === 1 ? 'title' : 'heading'}>
        {str(copy.loginPromptTitle)}
      </Heading>
      <p>{str(copy.loginPromptText)}</p>
      <Button variant="secondary" onClick={onLogin}>
        {str(copy.loginPromptButtonText)}
      </Button>
    </Card>
  );
}
