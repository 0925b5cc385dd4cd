import type { UserDto } from '@common/auth';
import { Sparkles } from 'lucide-react';

/**
 * The greeting above the cases; demo visitors are told what they are looking at, and an account just
 * created is welcomed, not welcomed back.
 */
export function WelcomeBanner({
  user,
  stateName,
  isNewAccount = false,
}: {
  user: UserDto;
  stateName: string;
  isNewAccount?: boolean;
}) {
  return (
    <section
      aria-labelledby="welcome-heading"
      className="relative overflow-hidden rounded-xl bg-gradient-to-r from-blue-700 to-blue-600 px-6 py-5 text-white shadow-sm"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-10 size-48 rounded-full bg-white/10 blur-2xl"
      />
      <div className="relative flex items-start gap-4">
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-white/15 sm:flex">
          <Sparkles className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="welcome-heading" className="text-lg font-semibold">
            {user.isDemo
              ? 'Welcome to the Docket Radar demo'
              : isNewAccount
                ? `Welcome, ${user.firstName}`
                : `Welcome back, ${user.firstName}`}
          </h2>
          <p className="mt-1 text-sm text-blue-100">
            {user.isDemo
              ? 'You are exploring in demo mode. Data you add here stays in the demo workspace.'
              : `Track high-value ${stateName} civil filings and surface expert witness prospects each week.`}
          </p>
        </div>
      </div>
    </section>
  );
}
