import type { PartySize } from '@common/parties';
import type { Industry } from './industry-from-name';
import type { NameProfile } from './profile-name';
import {
  formatCount,
  LARGE_CASES_MIN,
  MID_SIZE_CASES_MIN,
  type PartyActivity,
  totalCases,
} from './read-activity';

const INSURANCE_CARRIER_RE =
  /\b(?:insurance company|insurance co|mutual|casualty|indemnity|assurance|underwriters)\b/i;
const INSURANCE_AGENCY_RE = /\b(?:insurance )?(?:agency|agent|brokers?|brokerage)\b/i;
const FAMILY_TRUST_RE = /\b(?:family|living|revocable|irrevocable)\s+trust\b/i;
const PROFESSIONAL_FORMS = new Set([
  'Professional Corporation',
  'Professional LLC',
  'Professional Association',
]);

/**
 * How big a party is, from what the name and the dockets show, most telling first: a person; a curated
 * organisation; a kind of body that is large by nature (government, hospital, national bank, insurance
 * carrier); docket volume; a professional practice or family trust. 'unknown' when nothing says.
 */
export function estimateSize(
  name: string,
  profile: NameProfile,
  industry: Industry | null,
  activity: PartyActivity,
): { size: PartySize; evidence: string } {
  const { entityType, legalForm } = profile;
  const total = totalCases(activity);
  if (entityType === 'individual') return { size: 'individual', evidence: 'Size: a person' };
  if (entityType === 'estate') return { size: 'individual', evidence: "Size: a person's estate" };
  if (profile.isPlaceholder) return { size: 'unknown', evidence: 'Size: unknown (a placeholder party)' };
  if (profile.known) return { size: 'large', evidence: 'Size: large (a known organisation)' };
  if (entityType === 'government') return { size: 'large', evidence: 'Size: large (a government body)' };
  if (industry?.code === '622') return { size: 'large', evidence: 'Size: large (a hospital)' };
  if (entityType === 'bank' && legalForm === 'National Association')
    return { size: 'large', evidence: 'Size: large (a national bank, N.A.)' };
  if (entityType === 'insurer' && INSURANCE_CARRIER_RE.test(name) && !INSURANCE_AGENCY_RE.test(name))
    return { size: 'large', evidence: 'Size: large (an insurance carrier)' };
  if (total >= LARGE_CASES_MIN)
    return {
      size: 'large',
      evidence: `Size: large (${formatCount(total)} cases in the weeks stored, ${LARGE_CASES_MIN} or more)`,
    };
  if (total >= MID_SIZE_CASES_MIN)
    return {
      size: 'mid-size',
      evidence: `Size: mid-size (${formatCount(total)} cases in the weeks stored, ${MID_SIZE_CASES_MIN} or more)`,
    };
  if (legalForm && PROFESSIONAL_FORMS.has(legalForm))
    return { size: 'small', evidence: `Size: small (a professional practice, ${legalForm})` };
  if (entityType === 'insurer' && INSURANCE_AGENCY_RE.test(name))
    return { size: 'small', evidence: 'Size: small (an insurance agency)' };
  if (entityType === 'trust' && FAMILY_TRUST_RE.test(name))
    return { size: 'small', evidence: 'Size: small (a family or living trust)' };
  return { size: 'unknown', evidence: 'Size: unknown (neither the name nor the dockets show it)' };
}
