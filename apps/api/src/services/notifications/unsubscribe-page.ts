// The small page a one-click unsubscribe link opens (issue 34): a question with a button that
// POSTs, or what has been done. Handlebars escapes every value; the page runs no script and its
// only style is the one block below, allowed by its hash (a CSP stricter than the portal's).
import { createHash } from 'node:crypto';
import Handlebars from 'handlebars';
import type { NotificationTopic } from '@portal/shared-api-contract';
import { unsubscribeTexts } from '../../mail/unsubscribe-texts';

const STYLE = 'body{font-family:Arial,Helvetica,sans-serif;color:#1f2937;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5}'
  + 'h1{font-size:1.5rem;line-height:1.3}button{font:inherit;background:#0b4f8a;color:#fff;border:0;border-radius:4px;padding:.75rem 1.25rem;cursor:pointer}'
  + 'button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}a{color:#0b4f8a}';

/** The page's Content-Security-Policy: nothing but its own style block, and a form back to itself. */
export const unsubscribePageCsp = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const page = Handlebars.create().compile(`<!doctype html>
<html lang="{{language}}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>{{title}}</title><style>{{{style}}}</style></head>
<body><main>
<h1>{{title}}</h1>
{{#if done}}<p>{{change}} <a href="{{profileUrl}}">{{profile}}</a>.</p>
{{else}}<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">{{button}}</button></form>{{/if}}
</main></body>
</html>
`);

/** The question (`done` false) or the confirmation, in `language`; `profileUrl` opens My profile. */
export function unsubscribePage(language: string, topic: NotificationTopic, done: boolean, profileUrl: string): string {
  const t = unsubscribeTexts(language);
  const about = t.topics[topic];
  return page({ language, style: STYLE, title: done ? t.done(about) : t.question(about), done, change: t.change, profile: t.profile, profileUrl, button: t.button });
}
