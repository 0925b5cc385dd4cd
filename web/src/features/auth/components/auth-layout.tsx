import { MAIN_CONTENT_ID, SkipLink } from '@web/components/ui/skip-link';
import {
  BarChart3,
  Brain,
  Calculator,
  FileSearch,
  ShieldCheck,
  Target,
  Upload,
  UserSearch,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark';

/** What the sign-in and sign-up screens advertise (spec §1). */
const FEATURES = [
  {
    icon: BarChart3,
    title: 'Multi-State Court Filing Analytics',
    description: 'Weekly civil filings, parsed and summarised state by state.',
  },
  {
    icon: UserSearch,
    title: 'Expert Witness Opportunity Detection',
    description: 'Spot the cases that will need expert testimony before anyone else does.',
  },
  {
    icon: Brain,
    title: 'AI-Powered Legal Document Analysis',
    description: 'Pull parties, attorneys and damage claims out of complaints in seconds.',
  },
  {
    icon: Calculator,
    title: 'Advanced Fee Calculation Engine',
    description: 'Transparent expert fee estimates with a step-by-step methodology.',
  },
  {
    icon: ShieldCheck,
    title: 'Enterprise-Grade Security',
    description: 'Encrypted sessions, audited activity and role-based access.',
  },
] as const;

const STEPS = [
  { icon: Upload, label: 'Upload & analyse court filings' },
  { icon: Target, label: 'Identify high-value opportunities' },
  { icon: FileSearch, label: 'Match expert witnesses' },
] as const;

/** The sign-in and sign-up frame: the form on the right, the marketing panel on wide screens. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-svh bg-background">
      <SkipLink />
      <aside
        aria-label="About Docket Radar"
        className="relative hidden w-[46%] max-w-[680px] flex-col justify-between overflow-hidden bg-slate-900 px-12 py-12 text-slate-100 lg:flex xl:px-16"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,rgba(37,99,235,0.45),transparent_55%),radial-gradient(circle_at_100%_100%,rgba(30,64,175,0.35),transparent_50%)]"
        />
        <div className="relative flex items-center gap-3">
          <BrandMark className="bg-blue-600" />
          <span className="text-xl font-semibold tracking-tight text-white">Docket Radar</span>
        </div>

        <div className="relative my-10 max-w-lg">
          <p className="text-3xl font-semibold leading-tight tracking-tight text-white xl:text-4xl">
            Find the cases that need an expert, the week they are filed.
          </p>
          <p className="mt-4 text-base text-slate-300">
            Court filing intelligence for litigation consultants and expert witness firms.
          </p>
          <ul className="mt-10 space-y-6">
            {FEATURES.map(({ icon: Icon, title, description }) => (
              <li key={title} className="flex gap-4">
                <span className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/15">
                  <Icon className="size-5 text-blue-300" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-medium text-white">{title}</span>
                  <span className="block text-sm text-slate-400">{description}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>

        <ol className="relative flex flex-wrap gap-x-6 gap-y-2 border-t border-white/10 pt-6 text-sm text-slate-300">
          {STEPS.map(({ icon: Icon, label }) => (
            <li key={label} className="flex items-center gap-2">
              <Icon className="size-4 text-blue-300" aria-hidden="true" />
              {label}
            </li>
          ))}
        </ol>
      </aside>

      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="flex flex-1 flex-col items-center justify-center px-4 py-10 outline-none sm:px-8"
      >
        <div className="mb-8 flex items-center gap-3 lg:hidden">
          <BrandMark />
          <span className="text-xl font-semibold tracking-tight">Docket Radar</span>
        </div>
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
