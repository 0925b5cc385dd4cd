import { getCaseType } from '@common/case-types';
import { STATES } from '@common/states';
import type { DigestAnalysis, DigestCase, DigestPeriod, DigestWeek } from './digest.repository';

/** One state's part of a digest: its new weeks, their totals and their best cases. */
export interface DigestStateSection {
  state: string;
  weeks: DigestWeek[];
  topCases: DigestCase[];
}

/** Everything a digest says, gathered from the database; rendering reads nothing else. */
export interface DigestContent {
  firstName: string;
  period: DigestPeriod;
  /** The user's default state first, the others after. */
  sections: DigestStateSection[];
  analyses: DigestAnalysis[];
  analysisCount: { count: number; capped: boolean };
}

export interface RenderedDigest {
  subject: string;
  text: string;
  html: string;
}

/** Parties named per side; a caption with 200 defendants is cut to these and a count. */
const PARTIES_SHOWN = 3;
const NAME_MAX = 120;

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Every value that reaches the HTML passes through here: party names come from court exports and documents. */
export function escapeHtml(value: string | number): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Control characters (a stray newline or escape in an export) would break the plain-text layout. */
function clean(value: string): string {
  const flat = value.replace(/\p{Cc}+/gu, ' ').trim();
  return flat.length > NAME_MAX ? `${flat.slice(0, NAME_MAX - 1)}…` : flat;
}

function stateName(state: string): string {
  return STATES.find((s) => s.id === state)?.name ?? state;
}

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

function side(names: string[]): string {
  if (names.length === 0) return 'unnamed';
  const shown = names.slice(0, PARTIES_SHOWN).map(clean).join('; ');
  return names.length > PARTIES_SHOWN ? `${shown} and ${names.length - PARTIES_SHOWN} more` : shown;
}

function caption(item: { plaintiffs: string[]; defendants: string[] }): string {
  return `${side(item.plaintiffs)} v. ${side(item.defendants)}`;
}

function caseTypeOf(item: DigestCase): string {
  return clean(
    getCaseType(item.caseTypeCode)?.label ?? item.caseTypeRaw ?? item.caseTypeCode ?? 'Unknown type',
  );
}

function caseFacts(item: DigestCase): string[] {
  return [
    caseTypeOf(item),
    ...(item.court ? [clean(item.court)] : []),
    ...(item.filingDate ? [`filed ${item.filingDate}`] : []),
    ...(item.monetaryAmount !== null ? [money.format(item.monetaryAmount)] : []),
  ];
}

function scoreLine(item: DigestCase): string {
  const expert = item.needsExpertWitness ? ' · needs an expert witness' : '';
  return `priority ${item.priority}/5 · expert match ${item.expertWitnessMatch}%${expert}`;
}

function weekLabel(week: DigestWeek): string {
  return `week ${week.weekNumber} of ${week.year}`;
}

function totalsOf(section: DigestStateSection) {
  return section.weeks.reduce(
    (sum, w) => ({
      cases: sum.cases + w.totalCases,
      highValue: sum.highValue + w.highValueCases,
      needExpert: sum.needExpert + w.needExpertWitness,
    }),
    { cases: 0, highValue: 0, needExpert: 0 },
  );
}

function sectionSummary(section: DigestStateSection): string {
  const totals = totalsOf(section);
  const weeks = section.weeks.map(weekLabel).join(', ');
  return (
    `${plural(section.weeks.length, 'new week')} (${weeks}): ${plural(totals.cases, 'case')}, ` +
    `${totals.highValue.toLocaleString('en-US')} high-value, ` +
    `${totals.needExpert.toLocaleString('en-US')} needing an expert witness`
  );
}

function analysisCountText(content: DigestContent): string {
  const { count, capped } = content.analysisCount;
  return `${count.toLocaleString('en-US')}${capped ? '+' : ''} complaint ${count === 1 && !capped ? 'analysis' : 'analyses'}`;
}

export function subjectOf(content: DigestContent): string {
  const weeks = content.sections.reduce((n, s) => n + s.weeks.length, 0);
  const highValue = content.sections.reduce((n, s) => n + totalsOf(s).highValue, 0);
  const parts: string[] = [];
  if (weeks > 0) parts.push(`${plural(highValue, 'high-value case')} in ${plural(weeks, 'new week')}`);
  if (content.analysisCount.count > 0) parts.push(analysisCountText(content));
  return `Docket Radar weekly digest: ${parts.join(', ')}`;
}

/** The digest as plain text and as HTML (inline styles only: mail clients drop style sheets). */
export function renderDigest(content: DigestContent, appUrl: string): RenderedDigest {
  const caseUrl = (id: number) => `${appUrl}/case/${id}`;
  const periodText = `${day(content.period.start)} to ${day(content.period.end)} (UTC)`;
  const greeting = `Hello ${clean(content.firstName) || 'there'},`;
  const footer =
    "You receive this because 'Receive weekly case analysis summaries' is on in your profile. " +
    'Turn it off there to stop these e-mails.';

  const text: string[] = [greeting, '', `New in Docket Radar from ${periodText}:`, ''];
  for (const section of content.sections) {
    text.push(`${stateName(section.state)}: ${sectionSummary(section)}.`);
    if (section.topCases.length > 0) text.push('Top high-value cases:');
    section.topCases.forEach((item, index) => {
      text.push(
        `${String(index + 1).padStart(2)}. ${clean(item.caseNumber)} · ${caseFacts(item).join(' · ')}`,
      );
      text.push(`    ${caption(item)}`);
      text.push(`    ${scoreLine(item)}`);
      text.push(`    ${caseUrl(item.id)}`);
    });
    text.push('');
  }
  if (content.analyses.length > 0) {
    text.push(`Complaint analyses (${analysisCountText(content)}):`);
    for (const item of content.analyses) {
      const fees = item.feeRange ? ` · expert fees ${clean(item.feeRange)}` : '';
      text.push(` - ${clean(item.caseNumber)} (${stateName(item.state)}), ${item.analysisType}${fees}`);
      text.push(`   ${caption(item)}`);
      text.push(`   ${caseUrl(item.caseId)}`);
    }
    text.push('');
  }
  text.push(`Open Docket Radar: ${appUrl}/dashboard`, '', footer);

  const cell = 'padding:8px 0;border-bottom:1px solid #e5e7eb;vertical-align:top;';
  const muted = 'color:#6b7280;font-size:13px;';
  const link = 'color:#1d4ed8;text-decoration:none;font-weight:600;';
  const html: string[] = [
    '<!doctype html><html><body style="margin:0;padding:0;background:#f3f4f6;">',
    '<div style="max-width:640px;margin:0 auto;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#111827;background:#ffffff;">',
    '<h1 style="font-size:20px;margin:0 0 4px 0;">Docket Radar weekly digest</h1>',
    `<p style="${muted}margin:0 0 16px 0;">${escapeHtml(periodText)}</p>`,
    `<p style="margin:0 0 16px 0;">${escapeHtml(greeting)}</p>`,
  ];
  for (const section of content.sections) {
    html.push(
      `<h2 style="font-size:16px;margin:24px 0 4px 0;">${escapeHtml(stateName(section.state))}</h2>`,
      `<p style="${muted}margin:0 0 8px 0;">${escapeHtml(sectionSummary(section))}</p>`,
    );
    if (section.topCases.length === 0) continue;
    html.push('<table role="presentation" style="width:100%;border-collapse:collapse;">');
    section.topCases.forEach((item, index) => {
      html.push(
        '<tr>',
        `<td style="${cell}width:28px;${muted}">${index + 1}.</td>`,
        `<td style="${cell}">`,
        `<a href="${escapeHtml(caseUrl(item.id))}" style="${link}">${escapeHtml(clean(item.caseNumber))}</a>`,
        ` <span style="${muted}">${escapeHtml(caseFacts(item).join(' · '))}</span><br>`,
        `<span>${escapeHtml(caption(item))}</span><br>`,
        `<span style="${muted}">${escapeHtml(scoreLine(item))}</span>`,
        '</td>',
        '</tr>',
      );
    });
    html.push('</table>');
  }
  if (content.analyses.length > 0) {
    html.push(
      `<h2 style="font-size:16px;margin:24px 0 8px 0;">Complaint analyses (${escapeHtml(analysisCountText(content))})</h2>`,
      '<table role="presentation" style="width:100%;border-collapse:collapse;">',
    );
    for (const item of content.analyses) {
      const fees = item.feeRange ? ` · expert fees ${clean(item.feeRange)}` : '';
      html.push(
        '<tr>',
        `<td style="${cell}">`,
        `<a href="${escapeHtml(caseUrl(item.caseId))}" style="${link}">${escapeHtml(clean(item.caseNumber))}</a>`,
        ` <span style="${muted}">${escapeHtml(`${stateName(item.state)} · ${item.analysisType}${fees}`)}</span><br>`,
        `<span>${escapeHtml(caption(item))}</span>`,
        '</td>',
        '</tr>',
      );
    }
    html.push('</table>');
  }
  html.push(
    `<p style="margin:24px 0 0 0;"><a href="${escapeHtml(`${appUrl}/dashboard`)}" style="${link}">Open Docket Radar</a></p>`,
    `<p style="${muted}margin:16px 0 0 0;">${escapeHtml(footer)}</p>`,
    '</div></body></html>',
  );

  return { subject: subjectOf(content), text: text.join('\n'), html: html.join('\n') };
}
