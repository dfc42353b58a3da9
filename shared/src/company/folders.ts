/** Manage Images folders: display name to folder, as the spec names them. */
export const IMAGE_FOLDERS = {
  'Company Logo': 'logos',
  'Website Front Page': 'website_banner',
  'Management Team': 'smt',
  Gallery: 'gallery',
  'Company Events': 'events',
  'Staff Gallery': 'staff',
  // The web store's product pictures (issue 16): a product's image is a name in this folder.
  'Store Products': 'products',
} as const;

export type ImageFolder = (typeof IMAGE_FOLDERS)[keyof typeof IMAGE_FOLDERS];

export const IMAGE_FOLDER_NAMES = Object.values(IMAGE_FOLDERS) as ImageFolder[];

export function isImageFolder(value: string): value is ImageFolder {
  return (IMAGE_FOLDER_NAMES as string[]).includes(value);
}

/** Where an image is served: `/images/{folder}/{emis}/{name}`. */
export function imageUrl(folder: string, emis: string, name: string): string {
  return `/images/${encodeURIComponent(folder)}/${encodeURIComponent(emis)}/${encodeURIComponent(name)}`;
}
