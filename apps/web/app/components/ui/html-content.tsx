import type { ComponentProps } from 'react';
import type { SafeHtml } from '~/lib/safe-html';

/** Sanitized HTML (job descriptions, articles) rendered as markup; the one place the app sets inner HTML. */
export function HtmlContent({
  html,
  ...props
}: { html: SafeHtml } & Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'>) {
  return <div {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
