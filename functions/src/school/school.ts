import { studentCount } from '../clients';
import { publishedPage } from '../posts';
import { POSTS_PAGE } from '@shared/posts/schemas';
import { LEVEL } from '@shared/access';
import { schoolYearOf } from '@shared/school/finance';
import type { SchoolHeader } from '@shared/school/schemas';
import { stamp, type RequestContext } from '../kernel/context';
import { schoolPaymentsFigure } from './fees';
import { findStudent } from './students';

/**
 * The classes get-selected-school counts, at most (a school has tens of classes): the count is
 * one bounded Query of their ids, whatever else the school holds.
 */
const CLASSES_BOUND = 1000;

type Company = NonNullable<Awaited<ReturnType<RequestContext['tenant']['company']['get']>>>;

/** The school's name, contacts and banking details, as its screens and documents print them. */
export function schoolHeader(c: Company): SchoolHeader {
  return {
    schname: c.name,
    emis: c.emis,
    physical_address: c.primary_address ?? null,
    city: c.city ?? null,
    pcode: c.postal_code ?? null,
    sch_tel: c.primary_phone ?? null,
    email: c.email ?? null,
    bank: c.bank ?? null,
    account_number: c.account_number ?? null,
    account_type: c.account_type ?? 'Cheque-Current',
    primary_bg_color: c.primary_bg_color ?? '#0f4c5c',
    currency: c.currency ?? 'ZAR',
  };
}

/**
 * get-selected-school {emis}: the caller's school, the site's news (the first page of its
 * published posts, newest first, read through posts' index.ts), a few figures and the caller. Any other emis, existing or not, answers 'unauthorized'
 * (the spec's word), so nothing is learnt about another company.
 */
export async function selectedSchool(ctx: RequestContext, emis: string) {
  if (emis !== ctx.emis) return 'unauthorized' as const;
  const year = schoolYearOf(stamp(ctx));
  const [company, news, students, classes, collected] = await Promise.all([
    ctx.tenant.company.get(),
    publishedPage(ctx, { limit: POSTS_PAGE }),
    studentCount(ctx),
    ctx.db.entities.schoolClass.query
      .byCompany({ emis })
      .go({ attributes: ['id'], count: CLASSES_BOUND, pages: CLASSES_BOUND }),
    // The year's fees collected: the school's payment figures of the year's twelve months.
    ctx.caller.alevel >= LEVEL.staff
      ? schoolPaymentsFigure(ctx, `${year}-01-01`, `${year}-12-31`)
      : Promise.resolve(null),
  ]);
  return {
    school: schoolHeader(company!),
    posts: news.rows.map((p) => ({
      id: p.id,
      title: p.title,
      body: p.body,
      date_posted: p.date_posted,
    })),
    stats: {
      year,
      students,
      classes: classes.data.length,
      // Staff and above: the year's fees collected, in cents.
      collected: collected?.amount ?? null,
    },
    user: {
      id: ctx.caller.userId,
      alevel: ctx.caller.alevel,
      role: ctx.caller.role,
      sid: ctx.caller.sid ?? null,
    },
  };
}

/** get-card-status {sid}: 'present' when the student's card is at the school. */
export async function cardStatus(ctx: RequestContext, sid: string) {
  await findStudent(ctx, sid);
  const { data } = await ctx.db.entities.studentCard.get({ emis: ctx.emis, sid }).go();
  return { sid, status: data?.present ? ('present' as const) : ('absent' as const) };
}

/** update-card-status {sid, present?}: sets (or flips) whether the student's card is at the school. */
export async function updateCardStatus(ctx: RequestContext, sid: string, present?: boolean) {
  await findStudent(ctx, sid);
  const { data } = await ctx.db.entities.studentCard.get({ emis: ctx.emis, sid }).go();
  const next = present ?? !data?.present;
  await ctx.db.entities.studentCard
    .put({
      emis: ctx.emis,
      sid,
      present: next,
      updated_by: ctx.caller.userId,
      updated_at: stamp(ctx),
    })
    .go();
  return { sid, status: next ? ('present' as const) : ('absent' as const) };
}
