/**
 * An enumeration whose values have words for people: `choices({ onsite: 'On-site', remote: 'Remote' })` gives the
 * options in that order (`{ value, label }`, for selects and badges) and the values alone (for `z.enum`).
 */
export function choices<const Labels extends Record<string, string>>(labels: Labels) {
  type Value = Extract<keyof Labels, string>;
  const options = Object.entries(labels).map(([value, label]) => ({ value: value as Value, label }));
  return { options, values: options.map((option) => option.value) as [Value, ...Value[]] };
}
