// What other domains may use of posts: the site's published posts, a page at a time (school's
// get-selected-school shows the first page as its news).
export { publishedPage } from './service';
