import {
  CUSTOM_SCREENING_KINDS,
  KNOCKOUT_KINDS,
  SCREENING_KINDS,
  SCREENING_PRESETS,
  SCREENING_QUESTIONS_MAX,
  YES_NO,
  type ScreeningKind,
  type ScreeningQuestionWithRule,
} from '@agency/contract';
import { useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { Textarea } from '~/components/ui/textarea';
import type { ErrorOf } from './job-structured-fields';

/**
 * A question as the editor holds it while staff type: the options as lines, the knockout as the accepted answers (a
 * yes-no or choice question) or the bounds as typed (a number question); `questionOf` makes the contract's question.
 */
interface DraftQuestion {
  id: string;
  kind: ScreeningKind;
  label: string;
  required: boolean;
  optionLines: string;
  accepted: string[];
  min: string;
  max: string;
}

/** The name of the hidden field that carries the questions (JSON) to the page's action. */
export const SCREENING_FIELD = 'screeningQuestions';

const kindLabel = (kind: ScreeningKind) => SCREENING_KINDS.find((option) => option.value === kind)?.label ?? kind;

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function draftOf(question: ScreeningQuestionWithRule): DraftQuestion {
  const rule = question.knockout;
  return {
    id: question.id,
    kind: question.kind,
    label: question.label,
    required: question.required,
    optionLines: question.options.join('\n'),
    accepted: rule && 'accepted' in rule ? rule.accepted : [],
    min: rule && 'min' in rule && rule.min !== null ? String(rule.min) : '',
    max: rule && 'max' in rule && rule.max !== null ? String(rule.max) : '',
  };
}

/** The contract's question of a draft (the contract's schema checks it, in the browser and in the CMS). */
function questionOf(draft: DraftQuestion): Record<string, unknown> {
  const options = draft.kind === 'choice' ? linesOf(draft.optionLines) : [];
  const accepted = draft.accepted.filter((value) => (draft.kind === 'yes-no' ? true : options.includes(value)));
  const knockout =
    draft.kind === 'number'
      ? draft.min || draft.max
        ? { min: draft.min, max: draft.max }
        : null
      : KNOCKOUT_KINDS.includes(draft.kind) && accepted.length > 0
        ? { accepted }
        : null;
  return { id: draft.id, kind: draft.kind, label: draft.label, required: draft.required, options, knockout };
}

/** A new question's id: `q-` and six random letters or digits (the contract's `SCREENING_ID_PATTERN`). */
const newQuestionId = () => `q-${Math.random().toString(36).slice(2, 8).padEnd(6, '0')}`;

/**
 * The job editor's screening questions (docs/024-employers.md "Screening questions"): up to `SCREENING_QUESTIONS_MAX`,
 * each a ready-made one (nationality, visa status, notice period, expected salary, WhatsApp) or written by staff (yes or
 * no, one choice of several, a number, short text), in order, with whether an answer is required and, for yes-no,
 * choice and number questions, the answers the client accepts (a knockout). They travel as one hidden JSON field
 * (`SCREENING_FIELD`), checked by the contract's schema in `parseJob` and again by the CMS; a problem shows on its
 * question's control (`data-field`, which the editor's focus on the first error reads).
 */
export function ScreeningFields({ questions, errorOf }: { questions: ScreeningQuestionWithRule[]; errorOf: ErrorOf }) {
  const [drafts, setDrafts] = useState(() => questions.map(draftOf));
  const [preset, setPreset] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const unused = SCREENING_PRESETS.filter((option) => !drafts.some((draft) => draft.id === option.id));
  const full = drafts.length >= SCREENING_QUESTIONS_MAX;

  const change = (index: number, fields: Partial<DraftQuestion>) =>
    setDrafts((current) => current.map((draft, at) => (at === index ? { ...draft, ...fields } : draft)));
  /** Adds a question and takes the focus to its first control, once it is drawn. */
  const add = (draft: DraftQuestion) => {
    setDrafts((current) => [...current, draft]);
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLElement>('li:last-child input, li:last-child select')?.focus(),
    );
  };
  const move = (index: number, by: -1 | 1) =>
    setDrafts((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by], next[index]];
      return next;
    });

  return (
    <fieldset className="space-y-3 border-t border-slate-200 pt-4">
      <legend className="float-start mb-1 w-full text-sm font-semibold text-slate-900">Screening questions</legend>
      <p className="clear-both text-sm text-slate-600">
        Asked on the apply form. A knockout answer marks the application “Does not meet requirements” for staff; the
        applicant is told nothing different and the application is kept.
      </p>
      <input type="hidden" name={SCREENING_FIELD} value={JSON.stringify(drafts.map(questionOf))} />
      {errorOf(SCREENING_FIELD) ? (
        <p className="text-sm text-red-700" data-field={SCREENING_FIELD}>
          {errorOf(SCREENING_FIELD)}
        </p>
      ) : null}
      <ol ref={list} className="space-y-3">
        {drafts.map((draft, index) => (
          <QuestionEditor
            key={draft.id}
            draft={draft}
            index={index}
            count={drafts.length}
            errorOf={(field) => errorOf(`${SCREENING_FIELD}[${index}].${field}`)}
            onChange={(fields) => change(index, fields)}
            onMove={(by) => move(index, by)}
            onRemove={() => setDrafts((current) => current.filter((_, at) => at !== index))}
          />
        ))}
      </ol>
      {full ? (
        <p className="text-sm text-slate-600">A job can ask at most {SCREENING_QUESTIONS_MAX} questions.</p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          {unused.length > 0 ? (
            <>
              <Field id="job-screening-preset" label="Ready-made question" className="min-w-64">
                <Select
                  value={preset}
                  onChange={(event) => setPreset(event.target.value)}
                  placeholder="Choose a question"
                  options={unused.map((option) => ({ value: option.id, label: option.label }))}
                />
              </Field>
              <Button
                size="sm"
                variant="outline"
                disabled={!preset}
                onClick={() => {
                  const chosen = unused.find((option) => option.id === preset);
                  if (chosen) add(draftOf({ ...chosen, knockout: null }));
                  setPreset('');
                }}
              >
                Add ready-made question
              </Button>
            </>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              add(
                draftOf({
                  id: newQuestionId(),
                  kind: 'yes-no',
                  label: '',
                  required: true,
                  options: [],
                  knockout: null,
                }),
              )
            }
          >
            Add a question
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/** One question of the list: its words, kind, options, required box, knockout, and buttons to move or remove it. */
function QuestionEditor({
  draft,
  index,
  count,
  errorOf,
  onChange,
  onMove,
  onRemove,
}: {
  draft: DraftQuestion;
  index: number;
  count: number;
  errorOf: ErrorOf;
  onChange: (fields: Partial<DraftQuestion>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = `job-screening-${draft.id}`;
  const number = index + 1;
  const custom = CUSTOM_SCREENING_KINDS.includes(draft.kind);
  const options = linesOf(draft.optionLines);
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">Question {number}</legend>
        <Field id={`${id}-label`} label={`Question ${number}`} error={errorOf('label')} className="sm:col-span-2">
          <Input
            value={draft.label}
            data-field={`${SCREENING_FIELD}[${index}].label`}
            maxLength={200}
            onChange={(event) => onChange({ label: event.target.value })}
          />
        </Field>
        {custom ? (
          <Field id={`${id}-kind`} label="Answer" error={errorOf('kind')}>
            <Select
              value={draft.kind}
              onChange={(event) => onChange({ kind: event.target.value as ScreeningKind, accepted: [] })}
              options={CUSTOM_SCREENING_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
            />
          </Field>
        ) : (
          <p className="self-end text-sm text-slate-700">Answer: {kindLabel(draft.kind)}</p>
        )}
        <div className="flex items-end gap-2 pb-2">
          <Checkbox
            id={`${id}-required`}
            checked={draft.required || draftHasKnockout(draft)}
            disabled={draftHasKnockout(draft)}
            onChange={(event) => onChange({ required: event.target.checked })}
          />
          <label htmlFor={`${id}-required`} className="text-sm font-medium text-slate-800">
            Answer required{draftHasKnockout(draft) ? ' (a knockout question always is)' : ''}
          </label>
        </div>
        {draft.kind === 'choice' ? (
          <Field id={`${id}-options`} label="Options, one a line" error={errorOf('options')} className="sm:col-span-2">
            <Textarea
              rows={4}
              value={draft.optionLines}
              data-field={`${SCREENING_FIELD}[${index}].options`}
              onChange={(event) => onChange({ optionLines: event.target.value })}
            />
          </Field>
        ) : null}
        <KnockoutFields draft={draft} id={id} index={index} options={options} errorOf={errorOf} onChange={onChange} />
      </fieldset>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="ghost" disabled={index === 0} onClick={() => onMove(-1)}>
          Move up<span className="sr-only"> question {number}</span>
        </Button>
        <Button size="sm" variant="ghost" disabled={index === count - 1} onClick={() => onMove(1)}>
          Move down<span className="sr-only"> question {number}</span>
        </Button>
        <Button size="sm" variant="ghost" onClick={onRemove}>
          Remove<span className="sr-only"> question {number}</span>
        </Button>
      </div>
    </li>
  );
}

const draftHasKnockout = (draft: DraftQuestion) =>
  draft.kind === 'number'
    ? Boolean(draft.min || draft.max)
    : KNOCKOUT_KINDS.includes(draft.kind) && draft.accepted.length > 0;

/**
 * The knockout of a question: the answer a yes-no question must have, the options of a choice question that meet the
 * requirements (none ticked: no knockout), or the range of a number question.
 */
function KnockoutFields({
  draft,
  id,
  index,
  options,
  errorOf,
  onChange,
}: {
  draft: DraftQuestion;
  id: string;
  index: number;
  options: string[];
  errorOf: ErrorOf;
  onChange: (fields: Partial<DraftQuestion>) => void;
}) {
  const error = errorOf('knockout');
  const field = `${SCREENING_FIELD}[${index}].knockout`;
  if (draft.kind === 'yes-no') {
    return (
      <Field id={`${id}-knockout`} label="Knockout" error={error}>
        <Select
          value={draft.accepted[0] ?? ''}
          data-field={field}
          onChange={(event) => onChange({ accepted: event.target.value ? [event.target.value] : [] })}
          placeholder="None: every answer is kept as it is"
          options={YES_NO.options.map((option) => ({
            value: option.value,
            label: `The answer must be ${option.label}`,
          }))}
        />
      </Field>
    );
  }
  if (draft.kind === 'number') {
    return (
      <>
        <Field id={`${id}-min`} label="Knockout: lowest accepted" error={error}>
          <Input
            inputMode="decimal"
            value={draft.min}
            data-field={field}
            onChange={(event) => onChange({ min: event.target.value })}
          />
        </Field>
        <Field id={`${id}-max`} label="Knockout: highest accepted">
          <Input inputMode="decimal" value={draft.max} onChange={(event) => onChange({ max: event.target.value })} />
        </Field>
      </>
    );
  }
  if (draft.kind !== 'choice' || options.length === 0) return null;
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? `${id}-knockout-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        Knockout: the answers that meet the requirements (none ticked: no knockout)
      </legend>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option, at) => (
          <div key={option} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-accepted-${at}`}
              data-field={at === 0 ? field : undefined}
              checked={draft.accepted.includes(option)}
              onChange={(event) =>
                onChange({
                  accepted: event.target.checked
                    ? [...draft.accepted, option]
                    : draft.accepted.filter((value) => value !== option),
                })
              }
            />
            <label htmlFor={`${id}-accepted-${at}`} className="text-sm text-slate-800">
              {option}
            </label>
          </div>
        ))}
      </div>
      {error ? (
        <p id={`${id}-knockout-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
