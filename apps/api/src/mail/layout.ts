// Every mail's frame, HTML and plain text, from Handlebars templates (ADR 0017): the opCo's name and
// contact details as branding, one heading, paragraphs, facts and one link to the exact page.
// Handlebars escapes every value, so nothing a user typed (a reason, a project name) becomes markup.
import Handlebars from 'handlebars';
import type { NotificationTopic } from '@portal/shared-api-contract';
import { brandingFor } from '@portal/shared-util-config';
import { unsubscribeTexts } from './unsubscribe-texts';

/** What a mail says; the layout adds the frame. */
export interface MailContent {
  language: string;
  opCo: 'nl' | 'be' | 'de' | 'pl' | 'hu' | null;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Label and value pairs shown as a small table (order number, amount, reason …). */
  facts?: { label: string; value: string }[];
  /** Blocks of a digest: a heading (a project) with parts, each a title, lines that link, and a link to the rest. */
  sections?: MailSection[];
  action: { label: string; url: string };
  /** Why the recipient gets this mail, at the bottom. */
  footer: string;
  /**
   * Whose mail of which topic this is: it then carries a one-click unsubscribe link (RFC 8058) in
   * its headers and footer. Security notices have none: they cannot be turned off.
   */
  unsubscribe?: { userId: number; topic: NotificationTopic };
}

/** One heading of a digest and what it says under it. */
export interface MailSection {
  heading: string;
  parts: { title: string; lines: { text: string; url?: string }[]; more?: { label: string; url: string } }[];
}

const engine = Handlebars.create();

const html = engine.compile(`<!doctype html>
<html lang="{{language}}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>{{subject}}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px">
<tr><td style="background:#0b4f8a;color:#ffffff;padding:16px 24px;font-size:18px;font-weight:bold;border-radius:6px 6px 0 0">{{brand.title}}</td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 16px">{{greeting}}</p>
{{#each paragraphs}}<p style="margin:0 0 16px;line-height:1.5">{{this}}</p>{{/each}}
{{#if facts.length}}<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">
{{#each facts}}<tr><td style="padding:2px 16px 2px 0;color:#4b5563">{{label}}</td><td style="padding:2px 0;font-weight:bold">{{value}}</td></tr>{{/each}}
</table>{{/if}}
{{#each sections}}<h2 style="margin:24px 0 8px;font-size:17px;color:#0b4f8a">{{heading}}</h2>
{{#each parts}}<h3 style="margin:12px 0 4px;font-size:15px">{{title}}</h3>
{{#if lines.length}}<ul style="margin:0 0 8px;padding-left:20px;line-height:1.5">{{#each lines}}<li>{{#if url}}<a href="{{url}}" style="color:#0b4f8a">{{text}}</a>{{else}}{{text}}{{/if}}</li>{{/each}}</ul>{{/if}}
{{#if more}}<p style="margin:0 0 8px"><a href="{{more.url}}" style="color:#0b4f8a">{{more.label}}</a></p>{{/if}}
{{/each}}{{/each}}
<p style="margin:24px 0"><a href="{{action.url}}" style="background:#0b4f8a;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">{{action.label}}</a></p>
<p style="margin:0;font-size:13px;color:#4b5563;word-break:break-all">{{action.url}}</p>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;color:#4b5563;line-height:1.5">{{footer}}{{#if unsubscribe}}<br><a href="{{unsubscribe.url}}" style="color:#0b4f8a">{{unsubscribe.label}}</a>{{/if}}<br>{{brand.title}} · {{brand.phone}} · <a href="mailto:{{brand.email}}" style="color:#0b4f8a">{{brand.email}}</a></td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`);

const text = engine.compile(`{{greeting}}

{{#each paragraphs}}{{this}}

{{/each}}{{#each facts}}{{label}}: {{value}}
{{/each}}
{{#each sections}}== {{heading}} ==

{{#each parts}}{{title}}
{{#each lines}}- {{text}}{{#if url}}
  {{url}}{{/if}}
{{/each}}{{#if more}}{{more.label}}: {{more.url}}
{{/if}}
{{/each}}{{/each}}

{{action.label}}: {{action.url}}

-- 
{{footer}}
{{#if unsubscribe}}{{unsubscribe.label}}: {{unsubscribe.url}}
{{/if}}{{brand.title}} · {{brand.phone}} · {{brand.email}}
`, { noEscape: true });

/** The mail's HTML and plain-text parts; `unsubscribeUrl` is the signed link of `content.unsubscribe`. */
export function renderMail(content: MailContent, unsubscribeUrl?: string): { subject: string; html: string; text: string } {
  const brand = brandingFor(content.opCo);
  const t = unsubscribeTexts(content.language);
  const unsubscribe = content.unsubscribe && unsubscribeUrl ? { url: unsubscribeUrl, label: t.link(t.topics[content.unsubscribe.topic]) } : null;
  const data = { ...content, brand, unsubscribe };
  return { subject: content.subject, html: html(data), text: text(data).replace(/\n{3,}/g, '\n\n') };
}
