/** `${emis}#case_<kind>#${case_id}` / `<kind>#${id}`: one matter's rows of a kind, one Query. */
export function byCase<K extends string>(kind: K) {
  return {
    index: 'gsi1',
    pk: {
      field: 'gsi1pk',
      composite: ['emis', 'case_id'],
      template: `\${emis}#case_${kind}#\${case_id}`,
      casing: 'none',
    },
    sk: { field: 'gsi1sk', composite: ['id'], template: `${kind}#\${id}`, casing: 'none' },
  } as const;
}
