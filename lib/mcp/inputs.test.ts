import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { countField, flagField } from '@/lib/urls/query-fields';
import type { QueryField } from '@/lib/urls/query-params';
import { wordListField } from '@/lib/urls/word-list-field';
import { compactSchema } from './compact-schema';
import { countInput, flagInput, requiredTextInput, textInput, wordListInput } from './inputs';

/*
 * A tool's argument built from a query parameter's declaration takes whatever the declaration
 * says: declarations other than the site's own show that a bound, a word or a default changed
 * there is the argument's, in tools/list and in what a call may pass.
 */

/** The argument as tools/list writes it. */
const listed = (input: z.ZodType) =>
  compactSchema(z.toJSONSchema(input, { target: 'draft-7', io: 'input' }), 'input');

const accepts = (input: z.ZodType, value: unknown) => input.safeParse(value).success;

const text = (maxLength: number): QueryField<string> => ({
  declaration: { type: 'string', description: 'Words', maxLength },
  lenient: (raw) => raw ?? '',
  strict: (raw) => raw ?? '',
});

describe('arguments built from query declarations', () => {
  it('bound a text by the declared length', () => {
    expect(listed(textInput(text(7)))).toEqual({ type: 'string', maxLength: 7 });
    expect(accepts(textInput(text(7)), 'x'.repeat(8))).toBe(false);
  });

  it('trim a required text before bounding it, and refuse it empty', () => {
    const input = requiredTextInput(text(3));
    expect(listed(input)).toEqual({ type: 'string', minLength: 1, maxLength: 3 });
    expect(input.parse('  abc  ')).toBe('abc');
    expect(accepts(input, '   ')).toBe(false);
    expect(accepts(input, 'abcd')).toBe(false);
  });

  it('bound a count by the declared range and take its default', () => {
    const input = countInput(countField('limit', 7, 3, 'Results'));
    expect(listed(input)).toEqual({ type: 'integer', minimum: 1, maximum: 7, default: 3 });
    expect(input.parse(undefined)).toBe(3);
    expect(accepts(input, 8)).toBe(false);
    expect(accepts(input, 0)).toBe(false);
    expect(accepts(input, 2.5)).toBe(false);
  });

  it('bound a clamped count by its clamp, which the query reads anything past as', () => {
    const wide = countField('limit', 999, 4, 'Results (more than 12 is read as 12)');
    const clamped: QueryField<number> = {
      ...wide,
      strict: (raw) => Math.min(12, wide.strict(raw)),
    };
    expect(listed(countInput(clamped))).toMatchObject({ minimum: 1, maximum: 12, default: 4 });
  });

  it('keep a tool’s own default within the declared range', () => {
    const input = countInput(countField('limit', 7, 3, 'Results'), 5);
    expect(input.parse(undefined)).toBe(5);
    expect(listed(input)).toMatchObject({ maximum: 7 });
  });

  it('take a flag as a JSON boolean, off when absent as the query reads it', () => {
    const input = flagInput(flagField('verified', 'Only verified'));
    expect(listed(input)).toEqual({ type: 'boolean' });
    expect(input.parse(undefined)).toBe(false);
    expect(accepts(input, 'true')).toBe(false);
  });

  it('take one of a list’s words, or several as an array of at most every word', () => {
    const input = wordListInput(wordListField('kind', ['cake', 'bread'], 'Kinds', ['cake']));
    expect(listed(input)).toEqual({
      anyOf: [
        { type: 'string', enum: ['cake', 'bread'] },
        { type: 'array', items: { type: 'string', enum: ['cake', 'bread'] }, maxItems: 2 },
      ],
    });
    expect(accepts(input, ['bread', 'cake'])).toBe(true);
    expect(accepts(input, 'pie')).toBe(false);
    expect(accepts(input, ['cake', 'cake', 'cake'])).toBe(false);
  });

  it('name a list’s words when refusing a value that is not one of them', () => {
    const input = wordListInput(wordListField('kind', ['cake', 'bread'], 'Kinds', ['cake']));
    for (const value of ['pie', ['cake', 'pie'], 3]) {
      expect(input.safeParse(value).error?.issues[0]?.message, JSON.stringify(value)).toBe(
        'Invalid option: expected one of "cake"|"bread", or an array of them',
      );
    }
  });
});
