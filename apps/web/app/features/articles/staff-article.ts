import type { SafeHtml } from '~/lib/safe-html';
import type { AdminArticle, ArticleOption } from './api.server';

/** An article as the staff pages show it: its content sanitized (for the view dialog and the editor), no blocks. */
export type StaffArticle = Omit<AdminArticle, 'description' | 'blocks'> & { description: SafeHtml | null };

/** The categories and authors the editor offers. */
export interface ArticleOptions {
  categories: ArticleOption[];
  authors: ArticleOption[];
}

/** A cover image as the editor keeps it: the media file's id (what is saved) and its URL (the preview). */
export interface Cover {
  id: number;
  url: string;
}
