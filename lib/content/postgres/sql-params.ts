/** Numbered placeholders ($1, $2, …) and their values, gathered as a statement is written. */
export class SqlParams {
  readonly values: unknown[] = [];

  /** The placeholder of `value`, with a cast when given (`::tsquery`). */
  add(value: unknown, cast = ''): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}
