import { Briefcase, FileText, Inbox, Mail, PenSquare, Plus, ShieldCheck, Users, UsersRound } from 'lucide-react';
import { roleMay, type StaffPermission } from '@agency/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminPageHeader } from '~/components/admin/page-header';
import { Alert } from '~/components/ui/alert';
import { buttonClasses } from '~/components/ui/button';
import type {
  ApplicationsBySource as BySource,
  DashboardStats,
  RecentActivity as Recent,
  WeeklyCount,
} from '../api.server';
import type { StaffUser } from '../staff-user';
import { ApplicationsBySource } from './applications-by-source';
import { ApplicationsChart } from './applications-chart';
import { RecentActivity } from './recent-activity';
import { TitleAndText } from '~/components/ui/title-and-text';
import { emailCount } from '~/features/emails';
import { NeedsAttentionCard } from '~/features/desk';
import type { NeedsAttention } from '@agency/contract';

function StatCard({
  label,
  value,
  icon,
  tone,
}: {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  tone: string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <span aria-hidden="true" className={`rounded-lg p-2 ${tone}`}>
          {icon}
        </span>
      </div>
      <p className="mt-3 text-3xl font-bold text-slate-900">{value ?? '–'}</p>
    </div>
  );
}

/** The four counts of the dashboard (docs/000-product.md §2): which count, its label, its icon and colours. */
const STATS: Array<[keyof DashboardStats, string, ReactNode, string]> = [
  ['totalApplications', 'Total Applications', <Users key="icon" className="size-5" />, 'bg-brand-50 text-brand-700'],
  [
    'pendingApplications',
    'Pending Applications',
    <Inbox key="icon" className="size-5" />,
    'bg-yellow-50 text-yellow-800',
  ],
  ['activeJobs', 'Active Jobs', <Briefcase key="icon" className="size-5" />, 'bg-green-50 text-green-800'],
  ['totalArticles', 'Total Articles', <FileText key="icon" className="size-5" />, 'bg-purple-50 text-purple-800'],
];

/** The dashboard's tiles, each shown only to a role with its permission (docs/022-the-team.md). */
const TILES: Array<{ to: string; title: string; text: string; icon: ReactNode; permission: StaffPermission }> = [
  {
    permission: 'applications',
    to: '/blog/admin/applications',
    title: 'Applications',
    text: 'Review candidates and move them through the pipeline.',
    icon: <Users className="size-6" />,
  },
  {
    permission: 'jobs',
    to: '/admin/jobs',
    title: 'Job Postings',
    text: 'Create, edit, close and remove job openings.',
    icon: <Briefcase className="size-6" />,
  },
  {
    permission: 'articles',
    to: '/admin/blogs',
    title: 'Articles',
    text: 'Write, publish and manage insight articles.',
    icon: <FileText className="size-6" />,
  },
  {
    permission: 'enquiries',
    to: '/admin/contactList',
    title: 'Contact Submissions',
    text: 'Read the enquiries sent through the contact form.',
    icon: <Mail className="size-6" />,
  },
  {
    permission: 'personal-data',
    to: '/admin/personal-data',
    title: 'Personal data',
    text: "Download or delete everything stored about a person's e-mail address.",
    icon: <ShieldCheck className="size-6" />,
  },
  {
    permission: 'team',
    to: '/admin/team',
    title: 'Team',
    text: 'Invite colleagues, change roles, deactivate access.',
    icon: <UsersRound className="size-6" />,
  },
];

/** The quick actions, each shown only to a role with its permission (docs/022-the-team.md). */
const QUICK_ACTIONS: Array<{ to: string; label: string; icon: ReactNode; permission: StaffPermission }> = [
  {
    permission: 'articles',
    to: '/admin/blogs/new',
    label: 'Write a new article',
    icon: <PenSquare aria-hidden="true" className="size-4" />,
  },
  {
    permission: 'jobs',
    to: '/admin/jobs?new=1',
    label: 'Add a job posting',
    icon: <Plus aria-hidden="true" className="size-4" />,
  },
  {
    permission: 'applications',
    to: '/blog/admin/applications?status=Pending',
    label: 'Review pending applications',
    icon: <Inbox aria-hidden="true" className="size-4" />,
  },
];

/**
 * The staff dashboard (docs/000-product.md §2): welcome, the counts, a warning when emails could not be sent, what
 * is new since the previous visit, tiles to the lists, quick actions, the applications of the last 12 weeks and those
 * of the last 30 days by source. Each
 * part only for a role that may use it (docs/022-the-team.md): the counts the CMS sent, the tiles and actions of the
 * role's permissions, the chart and what is new when the CMS sent them.
 */
export function Dashboard({
  user,
  stats,
  weeks,
  bySource,
  recent,
  attention = null,
  failedEmails,
  error,
}: {
  user: StaffUser;
  stats: DashboardStats | null;
  /** null: not for this role. */
  weeks: WeeklyCount[] | null;
  /** Applications by source, last 30 days (docs/023-talent-pool.md "Sources"); null: not for this role. */
  bySource: BySource | null;
  recent: Recent | null;
  /** What needs attention (docs/025-placements.md "Desk and reports"): its count and first items; null: not for this role. */
  attention?: (NeedsAttention & { timeZone: string }) | null;
  /** How many emails the outbox gave up on (null: unknown). */
  failedEmails: number | null;
  error: string | null;
}) {
  return (
    <>
      <AdminPageHeader
        title="Admin Dashboard"
        subtitle={`Welcome back, ${user.username}!`}
        backToDashboard={false}
        logout
      />
      {error ? (
        <Alert tone="error" className="mb-6">
          {error}
        </Alert>
      ) : null}
      {failedEmails ? (
        <Alert tone="error" className="mb-6">
          {emailCount(failedEmails)} could not be sent.{' '}
          <Link to="/admin/emails" className="font-medium underline">
            See which
          </Link>
        </Alert>
      ) : null}

      <section aria-label="Statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STATS.filter(([key]) => stats?.[key] !== undefined).map(([key, label, icon, tone]) => (
          <StatCard key={key} label={label} icon={icon} tone={tone} value={stats?.[key]} />
        ))}
      </section>

      {attention ? <NeedsAttentionCard attention={attention} /> : null}

      {recent ? <RecentActivity recent={recent} /> : null}

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="manage-heading" className="lg:col-span-2">
          <h2 id="manage-heading" className="text-lg font-semibold text-slate-900">
            Manage
          </h2>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {TILES.filter((tile) => roleMay(user.role, tile.permission)).map((tile) => (
              <li key={tile.to}>
                <Link
                  to={tile.to}
                  className="flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span aria-hidden="true" className="text-brand-700">
                    {tile.icon}
                  </span>
                  <TitleAndText as="span" title={tile.title} text={tile.text} textClassName="mt-1" />
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="quick-heading">
          <h2 id="quick-heading" className="text-lg font-semibold text-slate-900">
            Quick actions
          </h2>
          <div className="mt-3 flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            {QUICK_ACTIONS.filter((action) => roleMay(user.role, action.permission)).map((action, index) => (
              <Link
                key={action.to}
                to={action.to}
                className={buttonClasses({ variant: index === 0 ? 'primary' : 'outline', size: 'sm', align: 'start' })}
              >
                {action.icon} {action.label}
              </Link>
            ))}
          </div>
        </section>
      </div>

      {weeks ? (
        <section className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <ApplicationsChart weeks={weeks} />
        </section>
      ) : null}

      {bySource ? (
        <section className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <ApplicationsBySource figure={bySource} />
        </section>
      ) : null}
    </>
  );
}
