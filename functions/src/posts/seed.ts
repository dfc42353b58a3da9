import { ulid } from 'ulid';
import { DEFAULT_POST_FOLDER } from '@shared/posts/schemas';
import { systemContext } from '../kernel/context';
import type { SeedStep } from '../platform/seed-step';
import { sanitisePostBody } from './sanitise';

type SeedPost = {
  title: string;
  body: string;
  date: string;
  status: 0 | 1;
  /** The demo account that wrote it (`<prefix>@<domain>`) and the name it signs with. */
  by: 'staff' | 'parent' | 'manager';
  name: string;
};

/**
 * The news of the school and the agency: a few published posts and one unpublished draft each
 * (the school's parent wrote one of them, so a parent's list is not empty). Their slideshows
 * read the company's Company Events folder (`events`), seeded here with three pictures in the
 * company's colours at 9:5.
 */
export const POSTS_SEED: Record<string, { domain: string; posts: SeedPost[] }> = {
  '12824090253': {
    domain: 'school.localhost',
    posts: [
      {
        title: 'Grade 12 learners top the district',
        body: '<p>Our matric class of 2025 achieved a <strong>98% pass rate</strong>, with 41 distinctions in Mathematics and Physical Sciences.</p><p>Congratulations to every learner and teacher.</p>',
        date: '2026-01-20',
        status: 1,
        by: 'staff',
        name: 'School Office',
      },
      {
        title: 'Sports day on the 14th of March',
        body: '<h3>Programme</h3><ul><li>08:00 opening and warm-up</li><li>09:00 track events</li><li>13:00 prize giving</li></ul><p>Parents are welcome. Details on <a href="https://www.education.gov.za">the department site</a>.</p>',
        date: '2026-02-10',
        status: 1,
        by: 'staff',
        name: 'School Office',
      },
      {
        title: 'Thank you from the parents’ committee',
        body: '<p>The parents’ committee raised R18,400 at the winter market for the library. <em>Thank you</em> to everyone who baked, sold and bought.</p>',
        date: '2026-02-24',
        status: 1,
        by: 'parent',
        name: 'Parents’ Committee',
      },
      {
        title: 'Draft: term 2 calendar',
        body: '<p>Not ready yet: dates to be confirmed by the SGB.</p>',
        date: '2026-03-01',
        status: 0,
        by: 'staff',
        name: 'School Office',
      },
    ],
  },
  'ubuntu-talent': {
    domain: 'agency.localhost',
    posts: [
      {
        title: 'Casting call: coastal tourism campaign',
        body: '<p>We are casting <strong>families and surfers</strong> for a national tourism campaign shooting in Muizenberg in April.</p><p>Send your details to <a href="mailto:bookings@ubuntutalent.co.za">bookings@ubuntutalent.co.za</a>.</p>',
        date: '2026-02-02',
        status: 1,
        by: 'manager',
        name: 'Ayanda Ntshona',
      },
      {
        title: 'Our talent on screen this month',
        body: '<p>Three Ubuntu actors appear in the new season of a local drama. <em>Watch out for them!</em></p>',
        date: '2026-02-18',
        status: 1,
        by: 'staff',
        name: 'Ubuntu Talent Agency',
      },
      {
        title: 'Draft: workshop for new presenters',
        body: '<p>Dates and venue to follow.</p>',
        date: '2026-03-05',
        status: 0,
        by: 'staff',
        name: 'Ubuntu Talent Agency',
      },
    ],
  },
};

export const postsSeeds: SeedStep[] = [
  {
    id: 'posts',
    needs: ['tenants'],
    run: async ({ deps, now, picture }) => {
      for (const [emis, { domain, posts }] of Object.entries(POSTS_SEED)) {
        const ctx = systemContext(deps, emis);
        const company = await ctx.tenant.company.get();
        const primary = company?.primary_bg_color ?? '#0f4c5c';
        const secondary = company?.secondary_bg_color ?? '#f4a261';
        for (let n = 1; n <= 3; n += 1)
          await deps.blobs.put(
            `images/${DEFAULT_POST_FOLDER}/${emis}/post-${n}.png`,
            picture(primary, secondary, n + 4, 900, 500),
            'image/png',
          );
        const { data: existing } = await ctx.db.entities.post.query
          .byDate({ emis })
          .go({ limit: 50 });
        const titles = new Set(existing.map((p) => p.title));
        for (const post of posts) {
          if (titles.has(post.title)) continue; // a step run again writes nothing twice
          await ctx.db.entities.post
            .create({
              emis,
              id: ulid(),
              title: post.title,
              body: sanitisePostBody(post.body),
              date_posted: post.date,
              status: post.status,
              picture_folder: DEFAULT_POST_FOLDER,
              author_name: post.name,
              author_email: `${post.by}@${domain}`,
              created_at: now,
              updated_at: now,
              row_version: 1,
            })
            .go();
        }
      }
    },
  },
];
