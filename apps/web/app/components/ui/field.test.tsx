import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { Input } from './input';
import { Select } from './select';

describe('Field', () => {
  it('points its label at the control and describes it by its hint', () => {
    const html = renderToStaticMarkup(
      <Field id="article-published" label="Publish date" description="Leave empty" descriptionId="hint">
        <Input name="publishedAt" type="date" />
      </Field>,
    );
    expect(html).toContain('<label class="text-sm font-medium text-slate-800" for="article-published">');
    expect(html).toContain('id="article-published"');
    expect(html).toContain('aria-describedby="hint"');
    expect(html).toContain('<p id="hint"');
    expect(html).not.toContain(' aria-invalid=');
  });

  it('marks the control invalid and shows the error under it, with a hidden asterisk when required', () => {
    const html = renderToStaticMarkup(
      <Field id="title" label="Title" error="Title is required" required>
        <Input name="title" />
      </Field>,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="title-error"');
    expect(html).toContain('<p id="title-error" class="mt-1 text-sm text-red-700">Title is required</p>');
    expect(html).toContain('<span aria-hidden="true" class="text-red-600">*</span>');
  });

  it("lets the control's own props win (Conform's ids and aria attributes)", () => {
    const html = renderToStaticMarkup(
      <Field id="form-field" errorId="form-field-error" label="Service" error="Pick one">
        <Select id="form-field" aria-describedby="form-field-error" aria-invalid={true} name="service" />
      </Field>,
    );
    expect(html.match(/aria-describedby="form-field-error"/g)).toHaveLength(1);
    expect(html).toContain('<p id="form-field-error"');
  });

  it('renders a control outside any Field without wiring', () => {
    expect(renderToStaticMarkup(<Input name="q" />)).not.toContain('id=');
  });
});
