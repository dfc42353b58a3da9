import { describe, expect, it } from 'vitest';
import type { ColumnSpec } from '@shared/tables/columns';
import { widgetFor } from './field-input';

const column = (name: string, type: ColumnSpec['type'] = 'text'): ColumnSpec => ({
  name,
  label: name,
  type,
});

describe('widgetFor: the spec picks the input by the column name', () => {
  it('gives names containing color a colour picker', () => {
    expect(widgetFor(column('primary_bg_color'))).toBe('colour');
    expect(widgetFor(column('color'))).toBe('colour');
  });

  it('gives date_time a date-time picker, and date, start and end a date picker', () => {
    expect(widgetFor(column('lesson_date_time'))).toBe('datetime');
    expect(widgetFor(column('due_date'))).toBe('date');
    expect(widgetFor(column('start'))).toBe('date');
    expect(widgetFor(column('end'))).toBe('date');
    // Only the exact names: 'starter' and 'weekend' are text.
    expect(widgetFor(column('starter'))).toBe('text');
    expect(widgetFor(column('weekend'))).toBe('text');
  });

  it('gives names ending in _id a foreign-key picker', () => {
    expect(widgetFor(column('class_id'))).toBe('reference');
    expect(widgetFor(column('id_number'))).toBe('text');
  });

  it('follows the column type otherwise', () => {
    expect(widgetFor(column('industry', 'enum'))).toBe('choice');
    expect(widgetFor(column('about_us', 'longtext'))).toBe('longtext');
    expect(widgetFor(column('tax_rate', 'number'))).toBe('number');
  });
});
