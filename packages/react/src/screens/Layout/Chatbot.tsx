import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { str } from '../../content/contentFields';
import type { LayoutContent } from '../../content/contentTypes';
import { useNavigation } from '../../hooks/useNavigation';

export interface ChatbotProps {
  copy: LayoutContent;
}

/**
 * spec §2 layout "chatbot": the launcher content switches on (`chatbotEnabled`), opening a
 * help panel with a first message and the ways on (FAQs, contact). A disclosure, not a modal:
 * the page stays usable; Escape or the close button closes it and focus returns to the
 * launcher. Without its copy in content it does not show (never a key on screen).
 */
export function Chatbot({ copy }: ChatbotProps) {
  const navigation = useNavigation();
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  if (copy.chatbotEnabled !== true || !str(copy.chatbotLabel) || !str(copy.chatbotTitle)) {
    return null;
  }
  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    }
  };
  const link = (path: string, text: string) =>
    text ? (
      <li>
        <a
          href={navigation.href(path)}
          onClick={(e) => {
            e.preventDefault();
            setOpen(false);
            navigation.navigate(path);
          }}
        >
          {text}
        </a>
      </li>
    ) : null;
  return (
    <div className="avios-chatbot" part="chatbot">
      {open ? (
        <div
          ref={panel}
          id={panelId}
          className="avios-chatbot__panel"
          role="region"
          aria-labelledby={titleId}
          tabIndex={-1}
          onKeyDown={onKey}
        >
          <div className="avios-chatbot__head">
            <h2 part="heading" id={titleId}>
              {str(copy.chatbotTitle)}
            </h2>
            <button
              type="button"
              className="avios-chatbot__close"
              aria-label={str(copy.closeLabel) || str(copy.chatbotLabel)}
              onClick={close}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {copy.chatbotWelcomeText ? (
            <p className="avios-chatbot__message">{copy.chatbotWelcomeText}</p>
          ) : null}
          <ul className="avios-chatbot__links">
            {link('/resources/faq', str(copy.chatbotFaqLinkText))}
            {link('/contact', str(copy.chatbotContactLinkText))}
          </ul>
        </div>
      ) : null}
      <button
        ref={launcher}
        type="button"
        className="avios-chatbot__launcher"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {str(copy.chatbotLabel)}
      </button>
    </div>
  );
}
