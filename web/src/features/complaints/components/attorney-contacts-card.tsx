import type { Attorney, ComplaintAnalysis } from '@common/analysis';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Building2, Hash, Mail, MapPin, Phone, Printer, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { isShowablePhone, telHref } from '../complaint-format';

const SIDES = [
  { key: 'plaintiffAttorneys', title: 'Plaintiff Attorneys', accent: 'border-l-blue-500' },
  { key: 'defendantAttorneys', title: 'Defendant Attorneys', accent: 'border-l-rose-500' },
  { key: 'otherAttorneys', title: 'Other Attorneys', accent: 'border-l-slate-400' },
] as const;

function ContactLine({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Mail;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex min-w-0 items-start gap-2 text-sm">
      <Icon className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="sr-only">{label}: </span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

/** An email that wraps after its '@' and before its dots rather than mid-word on a phone. */
function BreakableEmail({ email }: { email: string }) {
  const [local, domain] = email.split(/@(.*)/s);
  if (domain === undefined) return <>{email}</>;
  const labels = domain.split('.');
  return (
    <>
      {local}@<wbr />
      {labels.map((label, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the labels of one address never reorder.
        <span key={`${index}-${label}`}>
          {index > 0 && (
            <>
              <wbr />.
            </>
          )}
          {label}
        </span>
      ))}
    </>
  );
}

/** One attorney of record: name, firm and every way to reach them the complaint gives. */
export function AttorneyContact({ attorney }: { attorney: Attorney }) {
  return (
    <article className="min-w-0 rounded-lg border bg-card p-3.5" aria-label={attorney.name}>
      <h4 className="break-words font-semibold">{attorney.name}</h4>
      {attorney.role && <p className="text-xs text-muted-foreground">{attorney.role}</p>}
      <ul className="mt-2.5 space-y-1.5">
        {attorney.firm && (
          <ContactLine icon={Building2} label="Firm">
            {attorney.firm}
          </ContactLine>
        )}
        {attorney.email && (
          <ContactLine icon={Mail} label="Email">
            <a href={`mailto:${attorney.email}`} className="text-blue-700 hover:underline">
              <BreakableEmail email={attorney.email} />
            </a>
          </ContactLine>
        )}
        {isShowablePhone(attorney.phone) && (
          <ContactLine icon={Phone} label="Phone">
            <a href={telHref(attorney.phone)} className="text-blue-700 tabular-nums hover:underline">
              {attorney.phone}
            </a>
          </ContactLine>
        )}
        {isShowablePhone(attorney.fax) && (
          <ContactLine icon={Printer} label="Fax">
            <span className="tabular-nums">{attorney.fax}</span>
            <span className="text-xs text-muted-foreground"> (fax)</span>
          </ContactLine>
        )}
        {attorney.barNumber && (
          <ContactLine icon={Hash} label="Bar number">
            Bar No. <span className="tabular-nums">{attorney.barNumber}</span>
          </ContactLine>
        )}
        {attorney.address && (
          <ContactLine icon={MapPin} label="Address">
            <span className="whitespace-pre-line">{attorney.address}</span>
          </ContactLine>
        )}
      </ul>
    </article>
  );
}

/** Attorneys grouped by side; sides with nobody are left out. */
export function AttorneyGroups({
  attorneyInformation,
}: {
  attorneyInformation: ComplaintAnalysis['attorneyInformation'];
}) {
  const groups = SIDES.map((side) => ({ ...side, attorneys: attorneyInformation[side.key] ?? [] })).filter(
    (group) => group.attorneys.length > 0,
  );
  if (groups.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">No attorneys of record were found in the complaint.</p>
    );
  }
  return (
    <div className="space-y-5">
      {groups.map((group) => (
        <section key={group.key} aria-label={group.title} className={`border-l-2 pl-3 ${group.accent}`}>
          <h3 className="mb-2 text-sm font-semibold">
            {group.title}{' '}
            <span className="font-normal text-muted-foreground">({group.attorneys.length})</span>
          </h3>
          <div className="grid gap-3 sm:grid-cols-2">
            {group.attorneys.map((attorney) => (
              <AttorneyContact
                key={`${attorney.name}-${attorney.barNumber ?? attorney.email ?? ''}`}
                attorney={attorney}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** Attorney Contact Information (spec §2): who to call on each side. */
export function AttorneyContactsCard({ analysis }: { analysis: ComplaintAnalysis }) {
  return (
    <Card aria-labelledby="attorney-contacts-title">
      <CardHeader className="pb-4">
        <CardTitle as="h2" id="attorney-contacts-title" className="flex items-center gap-2">
          <Scale className="size-5 text-blue-700" aria-hidden="true" />
          Attorney Contact Information
        </CardTitle>
        <CardDescription>Counsel of record as the complaint names them.</CardDescription>
      </CardHeader>
      <CardContent>
        <AttorneyGroups attorneyInformation={analysis.attorneyInformation} />
      </CardContent>
    </Card>
  );
}
