// The posts' query keys on their own: the public bundle's entry seeds them without the rest.
export const postsKeys = {
  all: ['posts'] as const,
  managed: ['posts', 'managed'] as const,
  public: (domain: string) => ['posts', 'public', domain] as const,
  one: (domain: string, id: string) => ['posts', 'one', domain, id] as const,
  images: (folder: string) => ['posts', 'images', folder] as const,
};
