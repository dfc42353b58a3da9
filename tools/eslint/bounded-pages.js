/**
 * Architecture rule 3: a request's cost grows with its page, never with the company's history.
 * `go({ pages: 'all' })` reads a query to its end, so it is refused unless the statement says
 * what bounds it, in a comment that starts `bounded:` (`// bounded: a year's 12 + 62 period
 * keys`, `// bounded: scheduled, one due item's recipients`). The reason is for the reader; the
 * rule only insists that there is one, so every remaining whole-query read is named with its
 * bound and found by `git grep "bounded:"`.
 */
export const boundedPagesRule = {
  meta: {
    type: 'problem',
    docs: { description: "pages: 'all' only with a `bounded:` comment naming its bound" },
    messages: {
      unbounded:
        "pages: 'all' reads the whole query: page it (kernel/pager.ts), read an aggregate (kernel/aggregates.ts) or an index, or name its bound in a `// bounded: …` comment on the statement",
    },
    schema: [],
  },
  create(context) {
    const source = context.sourceCode;
    const named = (node) => {
      // The comments before the statement holding the read, and those inside it.
      let statement = node;
      while (statement.parent && !/Statement|Declaration$/.test(statement.type))
        statement = statement.parent;
      const comments = [
        ...source.getCommentsBefore(statement),
        ...source
          .getAllComments()
          .filter((c) => c.range[0] >= statement.range[0] && c.range[1] <= statement.range[1]),
      ];
      return comments.some((comment) => /^\s*bounded:\s*\S/.test(comment.value));
    };
    return {
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (key !== 'pages' || node.value.type !== 'Literal' || node.value.value !== 'all') return;
        if (!named(node)) context.report({ node, messageId: 'unbounded' });
      },
    };
  },
};
