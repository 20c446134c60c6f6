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
export function LoginPrompt({ copy, onLogin }: { copy: LoginPromptCopy; onLogin: () => void }) {
  return (
    <Card as="section" className="avios-login-prompt" labelledBy="avios-login-prompt-title">
      <h2 id="avios-login-prompt-title">{str(copy.loginPromptTitle)}</h2>
      <p>{str(copy.loginPromptText)}</p>
      <Button variant="secondary" onClick={onLogin}>
        {str(copy.loginPromptButtonText)}
      </Button>
    </Card>
  );
}
