import type { EntityType } from '@common/analysis';
import { isPlaceholderName, typeEntityName } from '../../domain/parties/entity-type';
import { readLegalForm } from '../../domain/parties/legal-forms';
import { type Industry, industryOf, readIndustryFromName } from './industry-from-name';
import { findKnownOrganization, type KnownOrganization } from './known-organizations';

/** What a party's name alone says: the part of the research that is the same in every case it appears in. */
export interface NameProfile {
  entityType: EntityType;
  /** 'DOES 1-10', 'ALL OCCUPANTS': no one in particular, so nothing is inferred from the dockets either. */
  isPlaceholder: boolean;
  legalForm: string | null;
  known: KnownOrganization | null;
  industryFromName: Industry | null;
  /** 'd/b/a' name, when the party trades under one. */
  tradeName: string | null;
  evidence: string[];
}

/** 'ASSIGNEE OF …', 'AS TRUSTEE FOR …', 'DBA …': words after these describe someone else or a trade name. */
const TAIL_RE =
  /[,\s]+(?:(?:AS\s+)?(?:ASSIGNEE|SUCCESSOR(?:\s+IN\s+INTEREST)?)\s+(?:OF|TO)|AS\s+TRUSTEE|C\/O|F\/K\/A|FKA|A\/K\/A|AKA)\b.*$/i;
const DBA_RE = /[,\s]+(?:D\/B\/A|DBA|DOING\s+BUSINESS\s+AS)\s+(.*)$/i;

/** Folds a name the way the import's `plaintiffKey` does, without dropping suffixes (keys match as prefixes). */
export function foldName(name: string): string {
  const words = name
    .toUpperCase()
    .replace(/[.'’]/g, '')
    .replace(/&/g, ' AND ')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ');
  if (words[0] === 'THE' && words.length > 1) words.shift();
  return words.join(' ');
}

// The same names recur in every case of a volume filer: each spelling is read once.
const CACHE_SIZE = 20_000;
const cache = new Map<string, NameProfile>();

/** The name's entity type, legal form, industry and known organisation, each with its evidence line. */
export function profileName(name: string, normalizedName: string): NameProfile {
  const cacheKey = `${name}\u0000${normalizedName}`;
  let profile = cache.get(cacheKey);
  if (profile === undefined) {
    profile = readName(name, normalizedName);
    if (cache.size >= CACHE_SIZE) cache.clear();
    cache.set(cacheKey, profile);
  }
  return profile;
}

function readName(name: string, normalizedName: string): NameProfile {
  const dba = DBA_RE.exec(name);
  const tradeName = dba ? dba[1]!.trim() : null;
  const own = (dba ? name.slice(0, dba.index) : name).replace(TAIL_RE, '').trim() || name.trim();
  const evidence: string[] = [];
  const typing = typeEntityName(own);
  const known = findKnownOrganization([foldName(own), normalizedName.toUpperCase()]);
  const isPlaceholder = !known && isPlaceholderName(own);
  let entityType = typing.entityType;
  if (known) {
    entityType = known.entityType;
    evidence.push(`Known organisation (curated list): ${known.name}: ${known.description}`);
  }
  const form = readLegalForm(own);
  let industryFromName: Industry | null = null;
  let industryEvidence: string | null = null;
  if (known) {
    industryFromName = industryOf(known.industry);
  } else if (entityType !== 'individual' && !isPlaceholder) {
    const read = readIndustryFromName(own);
    industryFromName = read?.industry ?? null;
    industryEvidence = read?.evidence ?? null;
  }
  // 'Name contains "LLC" (a business)' says nothing that 'Name ends in "LLC" (LLC)' does not.
  const quoted = /"[^"]+"/.exec(typing.evidence)?.[0];
  const repeated = quoted !== undefined && form?.evidence.includes(quoted) === true;
  if (!known && !repeated) evidence.push(typing.evidence);
  if (tradeName) evidence.push(`Trades as "${tradeName}" (d/b/a)`);
  if (form) evidence.push(form.evidence);
  if (industryEvidence) evidence.push(industryEvidence);
  return {
    entityType,
    isPlaceholder,
    legalForm: form?.legalForm ?? null,
    known,
    industryFromName,
    tradeName,
    evidence,
  };
}
