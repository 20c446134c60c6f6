import { LinkButton } from '../../components/LinkButton';
import { RichText } from '../../components/RichText';
import { fill, objectList, str } from '../../content/contentFields';
import type { LayoutContent } from '../../content/contentTypes';

export interface FooterProps {
  copy: LayoutContent;
}

/** Footer links (internal ones through the host's router, others in a new tab), legal text. */
export function Footer({ copy }: FooterProps) {
  const links = objectList<{ label?: unknown; url?: unknown }>(copy.footerLinks);
  return (
    <footer className="avios-footer" part="footer">
      <div className="avios-container">
        {links.length > 0 ? (
          <ul className="avios-footer__links">
            {links.map((link) => (
              <li key={`${str(link.url)}-${str(link.label)}`}>
                <LinkButton href={str(link.url)} variant="link">
                  {str(link.label)}
                </LinkButton>
              </li>
            ))}
          </ul>
        ) : null}
        <RichText value={copy.footerLegalText} as="p" className="avios-footer__legal" />
        {copy.footerCopyright ? (
          <p className="avios-footer__legal">
            {fill(str(copy.footerCopyright), { year: new Date().getFullYear() })}
          </p>
        ) : null}
      </div>
    </footer>
  );
}
