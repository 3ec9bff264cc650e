import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PRODUCT_NAME, PRODUCT_NAME_AR } from '../../shared/constants.js';

type MailLanguage = 'en' | 'ar';

/** What a mail says, in one language; the layout and both parts are made from it. */
export interface MailContent {
  lang: MailLanguage;
  subject: string;
  heading: string;
  paragraphs: string[];
  /** The one button (and, in the text part, the link on its own line). */
  action?: { label: string; url: string };
  /** Lines after the button: how long a link holds, what to do if the mail was not expected. */
  notes?: string[];
  /** A link in the footer: the unsubscribe link of a list's mails. */
  footerLink?: { label: string; url: string };
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The product's colours (renderer/src/styles/index.css). */
const COLOURS = { ink: '#0b0a14', sand: '#f4efe6', gold: '#e3b548', mist: '#5f5a70' };
const FONT = "'Segoe UI', Tahoma, Arial, sans-serif";

const FOOTER: Record<MailLanguage, string> = {
  en: `${PRODUCT_NAME}: the home of a new Arab superhero universe.`,
  ar: `${PRODUCT_NAME_AR}: موطن عالم جديد من الأبطال العرب.`,
};

function Button({ label, url }: { label: string; url: string }): ReactNode {
  return h(
    'a',
    {
      href: url,
      style: {
        display: 'inline-block',
        background: COLOURS.gold,
        color: COLOURS.ink,
        padding: '12px 24px',
        borderRadius: '8px',
        fontWeight: 700,
        textDecoration: 'none',
      },
    },
    label,
  );
}

/** The whole mail: a table layout with inline styles (what mail clients read), no images. */
function MailDocument({ content }: { content: MailContent }): ReactNode {
  const rtl = content.lang === 'ar';
  const align = rtl ? 'right' : 'left';
  const name = rtl ? PRODUCT_NAME_AR : PRODUCT_NAME;
  const paragraph = (text: string, key: number, colour = COLOURS.ink) =>
    h('p', { key, style: { margin: '0 0 16px', lineHeight: 1.6, color: colour } }, text);
  return h(
    'html',
    { lang: content.lang, dir: rtl ? 'rtl' : 'ltr' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('title', null, content.subject),
    ),
    h(
      'body',
      { style: { margin: 0, padding: '24px 0', background: COLOURS.sand, fontFamily: FONT } },
      h(
        'table',
        {
          role: 'presentation',
          width: '100%',
          style: { maxWidth: '560px', margin: '0 auto', borderCollapse: 'collapse' },
        },
        h(
          'tbody',
          null,
          h(
            'tr',
            null,
            h(
              'td',
              {
                style: {
                  background: COLOURS.ink,
                  color: COLOURS.gold,
                  padding: '20px 24px',
                  fontSize: '22px',
                  fontWeight: 700,
                  textAlign: align,
                },
              },
              name,
            ),
          ),
          h(
            'tr',
            null,
            h(
              'td',
              { style: { background: '#ffffff', padding: '24px', textAlign: align } },
              h('h1', { style: { margin: '0 0 16px', fontSize: '20px' } }, content.heading),
              content.paragraphs.map((text, i) => paragraph(text, i)),
              content.action && h('p', { style: { margin: '24px 0' } }, h(Button, content.action)),
              content.action && paragraph(content.action.url, 100, COLOURS.mist),
              (content.notes ?? []).map((text, i) => paragraph(text, 200 + i, COLOURS.mist)),
            ),
          ),
          h(
            'tr',
            null,
            h(
              'td',
              {
                style: {
                  padding: '16px 24px',
                  fontSize: '12px',
                  color: COLOURS.mist,
                  textAlign: align,
                },
              },
              FOOTER[content.lang],
              content.footerLink &&
                h(
                  'p',
                  { style: { margin: '8px 0 0' } },
                  h(
                    'a',
                    { href: content.footerLink.url, style: { color: COLOURS.mist } },
                    content.footerLink.label,
                  ),
                ),
            ),
          ),
        ),
      ),
    ),
  );
}

/** The HTML part (React, rendered to static markup) and the plain-text part of one mail. */
export function renderMail(content: MailContent): RenderedMail {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(h(MailDocument, { content }))}`;
  const text = [
    content.heading,
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...(content.notes ?? []),
    '--',
    FOOTER[content.lang],
    ...(content.footerLink ? [`${content.footerLink.label}:\n${content.footerLink.url}`] : []),
  ].join('\n\n');
  return { subject: content.subject, html, text: `${text}\n` };
}
