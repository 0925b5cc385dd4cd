import type { EntityType } from '@common/analysis';
import type { IndustryCode } from '@common/parties';

/**
 * A curated, offline list of organisations that recur in Utah and national civil dockets: the volume
 * debt buyers, card issuers and banks, the auto insurers, Utah's hospital systems and government bodies,
 * and a few large retailers and utilities. Each line states only widely published public facts (what the
 * organisation is, not its revenue or conduct); nothing here is looked up at run time.
 *
 * Keys are names folded as the import folds a plaintiff (`plaintiffKey`: upper case, no punctuation,
 * '&' as AND, no trailing LLC/INC/NA), matched as whole-word prefixes ('CAVALRY SPV' matches 'CAVALRY SPV I')
 * unless listed in `exact`, for keys that would also start unrelated names.
 */
export interface KnownOrganization {
  keys: readonly string[];
  exact?: readonly string[];
  name: string;
  entityType: EntityType;
  /** What it is, in a few words, for the business type line ('Debt buyer'). */
  kind: string;
  industry: IndustryCode;
  description: string;
}

export const KNOWN_ORGANIZATIONS: readonly KnownOrganization[] = [
  // Debt buyers and their servicers: the top plaintiffs of debt-collection dockets.
  {
    keys: ['LVNV FUNDING'],
    name: 'LVNV Funding',
    entityType: 'company',
    kind: 'Debt buyer',
    industry: '561440',
    description:
      'Buys charged-off consumer credit accounts and sues on them; a Sherman Financial Group company whose accounts are serviced by Resurgent Capital Services.',
  },
  {
    keys: ['MIDLAND FUNDING', 'MIDLAND CREDIT MANAGEMENT'],
    name: 'Midland Funding / Midland Credit Management',
    entityType: 'company',
    kind: 'Debt buyer',
    industry: '561440',
    description: 'Debt buyer and its servicer, subsidiaries of Encore Capital Group.',
  },
  {
    keys: ['PORTFOLIO RECOVERY ASSOCIATES'],
    name: 'Portfolio Recovery Associates',
    entityType: 'company',
    kind: 'Debt buyer',
    industry: '561440',
    description: 'Debt buyer, a subsidiary of PRA Group, Inc.',
  },
  {
    keys: ['CAVALRY SPV', 'CAVALRY PORTFOLIO SERVICES'],
    name: 'Cavalry SPV / Cavalry Portfolio Services',
    entityType: 'company',
    kind: 'Debt buyer',
    industry: '561440',
    description: 'Debt buyer (Cavalry SPV I) and its servicer (Cavalry Portfolio Services).',
  },
  {
    keys: ['JEFFERSON CAPITAL SYSTEMS'],
    name: 'Jefferson Capital Systems',
    entityType: 'company',
    kind: 'Debt buyer',
    industry: '561440',
    description: 'Debt buyer and servicer of charged-off consumer accounts.',
  },
  {
    keys: ['UNIFUND CCR'],
    name: 'Unifund CCR',
    entityType: 'company',
    kind: 'Debt buyer',
    industry: '561440',
    description: 'Debt buyer of charged-off consumer accounts.',
  },
  {
    keys: ['ASSET ACCEPTANCE'],
    name: 'Asset Acceptance',
    entityType: 'company',
    kind: 'Debt buyer',
    industry: '561440',
    description: 'Debt buyer, acquired by Encore Capital Group.',
  },
  {
    keys: ['CREDIT ACCEPTANCE'],
    name: 'Credit Acceptance Corporation',
    entityType: 'company',
    kind: 'Auto lender',
    industry: '5222',
    description: 'Auto finance company that funds used-car loans through dealers.',
  },
  // Banks and card issuers.
  {
    keys: ['CAPITAL ONE'],
    name: 'Capital One',
    entityType: 'bank',
    kind: 'Bank and card issuer',
    industry: '5221',
    description: 'National bank and one of the largest U.S. credit card issuers.',
  },
  {
    keys: ['DISCOVER BANK', 'DISCOVER FINANCIAL'],
    name: 'Discover Bank',
    entityType: 'bank',
    kind: 'Bank and card issuer',
    industry: '5221',
    description: 'Issuer of Discover credit cards.',
  },
  {
    keys: ['SYNCHRONY BANK', 'SYNCHRONY FINANCIAL'],
    name: 'Synchrony Bank',
    entityType: 'bank',
    kind: 'Bank and card issuer',
    industry: '5221',
    description: 'Issuer of store-brand and co-branded credit cards.',
  },
  {
    keys: ['CITIBANK'],
    name: 'Citibank',
    entityType: 'bank',
    kind: 'Bank and card issuer',
    industry: '5221',
    description: 'National bank of Citigroup and a major credit card issuer.',
  },
  {
    keys: ['JPMORGAN CHASE BANK', 'JP MORGAN CHASE BANK', 'CHASE BANK USA'],
    name: 'JPMorgan Chase Bank',
    entityType: 'bank',
    kind: 'Bank and card issuer',
    industry: '5221',
    description: 'National bank of JPMorgan Chase & Co.',
  },
  {
    keys: ['BANK OF AMERICA'],
    name: 'Bank of America',
    entityType: 'bank',
    kind: 'Bank and card issuer',
    industry: '5221',
    description: 'National bank of Bank of America Corporation.',
  },
  {
    keys: ['WELLS FARGO'],
    name: 'Wells Fargo',
    entityType: 'bank',
    kind: 'Bank',
    industry: '5221',
    description: 'National bank of Wells Fargo & Company.',
  },
  {
    keys: ['AMERICAN EXPRESS'],
    name: 'American Express',
    entityType: 'bank',
    kind: 'Card issuer',
    industry: '5221',
    description: 'Issuer of American Express cards.',
  },
  {
    keys: ['CREDIT ONE BANK'],
    name: 'Credit One Bank',
    entityType: 'bank',
    kind: 'Bank and card issuer',
    industry: '5221',
    description: 'Credit card issuer based in Las Vegas, Nevada.',
  },
  {
    keys: ['US BANK', 'U S BANK'],
    name: 'U.S. Bank',
    entityType: 'bank',
    kind: 'Bank',
    industry: '5221',
    description: 'National bank of U.S. Bancorp.',
  },
  {
    keys: ['ZIONS BANCORPORATION', 'ZIONS FIRST NATIONAL BANK', 'ZIONS BANK'],
    name: 'Zions Bancorporation',
    entityType: 'bank',
    kind: 'Bank',
    industry: '5221',
    description: 'Bank headquartered in Salt Lake City, Utah (Zions Bank).',
  },
  {
    keys: ['WEBBANK'],
    name: 'WebBank',
    entityType: 'bank',
    kind: 'Bank',
    industry: '5221',
    description: 'Utah-chartered industrial bank in Salt Lake City that issues loans and cards for partners.',
  },
  {
    keys: ['MOUNTAIN AMERICA FEDERAL CREDIT UNION', 'MOUNTAIN AMERICA CREDIT UNION'],
    name: 'Mountain America Federal Credit Union',
    entityType: 'bank',
    kind: 'Credit union',
    industry: '5221',
    description: 'Credit union headquartered in Utah, one of the largest in the state.',
  },
  {
    keys: ['AMERICA FIRST FEDERAL CREDIT UNION', 'AMERICA FIRST CREDIT UNION'],
    name: 'America First Federal Credit Union',
    entityType: 'bank',
    kind: 'Credit union',
    industry: '5221',
    description: 'Utah credit union, one of the largest in the state.',
  },
  // Auto and property insurers.
  {
    keys: ['STATE FARM'],
    name: 'State Farm',
    entityType: 'insurer',
    kind: 'Insurer',
    industry: '524',
    description:
      'National auto and home insurer (State Farm Mutual Automobile Insurance Company and affiliates).',
  },
  {
    keys: ['ALLSTATE'],
    name: 'Allstate',
    entityType: 'insurer',
    kind: 'Insurer',
    industry: '524',
    description: 'National auto and home insurer.',
  },
  {
    keys: ['GEICO', 'GOVERNMENT EMPLOYEES INSURANCE'],
    name: 'GEICO',
    entityType: 'insurer',
    kind: 'Insurer',
    industry: '524',
    description: 'National auto insurer owned by Berkshire Hathaway.',
  },
  {
    keys: [
      'PROGRESSIVE CASUALTY INSURANCE',
      'PROGRESSIVE DIRECT INSURANCE',
      'PROGRESSIVE NORTHERN INSURANCE',
      'PROGRESSIVE CLASSIC INSURANCE',
      'PROGRESSIVE INSURANCE',
    ],
    name: 'Progressive',
    entityType: 'insurer',
    kind: 'Insurer',
    industry: '524',
    description: 'National auto insurer.',
  },
  {
    keys: ['FARMERS INSURANCE'],
    name: 'Farmers Insurance',
    entityType: 'insurer',
    kind: 'Insurer',
    industry: '524',
    description: 'National auto and home insurer.',
  },
  {
    keys: ['USAA', 'UNITED SERVICES AUTOMOBILE ASSOCIATION'],
    name: 'USAA',
    entityType: 'insurer',
    kind: 'Insurer',
    industry: '524',
    description: 'Insurer and bank serving military members and their families.',
  },
  {
    keys: ['LIBERTY MUTUAL'],
    name: 'Liberty Mutual',
    entityType: 'insurer',
    kind: 'Insurer',
    industry: '524',
    description: 'National property and casualty insurer based in Boston.',
  },
  {
    keys: ['AMERICAN FAMILY MUTUAL', 'AMERICAN FAMILY INSURANCE'],
    name: 'American Family Insurance',
    entityType: 'insurer',
    kind: 'Insurer',
    industry: '524',
    description: 'Auto and home insurer based in Madison, Wisconsin.',
  },
  {
    keys: ['NATIONWIDE MUTUAL', 'NATIONWIDE INSURANCE', 'NATIONWIDE GENERAL INSURANCE'],
    name: 'Nationwide',
    entityType: 'insurer',
    kind: 'Insurer',
    industry: '524',
    description: 'National insurer based in Columbus, Ohio.',
  },
  {
    keys: ['BEAR RIVER MUTUAL'],
    name: 'Bear River Mutual Insurance',
    entityType: 'insurer',
    kind: 'Insurer',
    industry: '524',
    description: 'Utah auto and home insurer.',
  },
  // Utah hospital systems.
  {
    keys: [
      'INTERMOUNTAIN HEALTH',
      'INTERMOUNTAIN HEALTHCARE',
      'IHC HEALTH SERVICES',
      'INTERMOUNTAIN MEDICAL CENTER',
    ],
    name: 'Intermountain Health',
    entityType: 'hospital',
    kind: 'Hospital system',
    industry: '622',
    description:
      'Nonprofit health system headquartered in Salt Lake City, Utah (formerly Intermountain Healthcare); IHC Health Services, Inc. runs its hospitals.',
  },
  {
    keys: ['PRIMARY CHILDRENS'],
    name: "Primary Children's Hospital",
    entityType: 'hospital',
    kind: 'Hospital',
    industry: '622',
    description: "Children's hospital of Intermountain Health in Utah.",
  },
  {
    keys: ['UNIVERSITY OF UTAH HEALTH', 'UNIVERSITY OF UTAH HOSPITAL', 'UNIVERSITY OF UTAH MEDICAL'],
    name: 'University of Utah Health',
    entityType: 'hospital',
    kind: 'Academic health system',
    industry: '622',
    description: "The University of Utah's academic health system in Salt Lake City.",
  },
  {
    keys: ['MOUNTAINSTAR'],
    name: 'MountainStar Healthcare',
    entityType: 'hospital',
    kind: 'Hospital system',
    industry: '622',
    description: "HCA Healthcare's network of hospitals in Utah and Idaho.",
  },
  {
    keys: ['ST MARKS HOSPITAL', 'OGDEN REGIONAL MEDICAL CENTER', 'TIMPANOGOS REGIONAL HOSPITAL'],
    name: 'MountainStar (HCA) hospital',
    entityType: 'hospital',
    kind: 'Hospital',
    industry: '622',
    description: "A Utah hospital in HCA Healthcare's MountainStar network.",
  },
  // Utah government bodies.
  {
    keys: ['STATE OF UTAH'],
    name: 'State of Utah',
    entityType: 'government',
    kind: 'State government',
    industry: '92',
    description: 'The State of Utah and its agencies.',
  },
  {
    keys: ['SALT LAKE COUNTY', 'UTAH COUNTY', 'DAVIS COUNTY', 'WEBER COUNTY', 'WASHINGTON COUNTY'],
    name: 'Utah county',
    entityType: 'government',
    kind: 'County government',
    industry: '92',
    description: 'A Utah county government.',
  },
  {
    keys: ['SALT LAKE CITY CORPORATION', 'SALT LAKE CITY CORP'],
    exact: ['SALT LAKE CITY'],
    name: 'Salt Lake City',
    entityType: 'government',
    kind: 'City government',
    industry: '92',
    description: 'The municipal government of Salt Lake City, Utah.',
  },
  {
    keys: ['UTAH DEPARTMENT OF TRANSPORTATION', 'UDOT'],
    name: 'Utah Department of Transportation',
    entityType: 'government',
    kind: 'State agency',
    industry: '92',
    description: 'The state agency that builds and maintains Utah highways (UDOT).',
  },
  {
    keys: ['UTAH TRANSIT AUTHORITY'],
    name: 'Utah Transit Authority',
    entityType: 'government',
    kind: 'Transit authority',
    industry: '92',
    description: 'Public transit agency of the Wasatch Front (buses, TRAX light rail, FrontRunner).',
  },
  {
    keys: ['OFFICE OF RECOVERY SERVICES', 'UTAH OFFICE OF RECOVERY SERVICES'],
    name: 'Utah Office of Recovery Services',
    entityType: 'government',
    kind: 'State agency',
    industry: '92',
    description: 'Utah state office that collects child support.',
  },
  {
    keys: ['UTAH STATE TAX COMMISSION'],
    name: 'Utah State Tax Commission',
    entityType: 'government',
    kind: 'State agency',
    industry: '92',
    description: "Utah's tax agency.",
  },
  {
    exact: ['UNIVERSITY OF UTAH'],
    keys: [],
    name: 'University of Utah',
    entityType: 'government',
    kind: 'Public university',
    industry: '61',
    description: "Utah's flagship public research university, in Salt Lake City.",
  },
  {
    keys: ['UNITED STATES OF AMERICA'],
    name: 'United States of America',
    entityType: 'government',
    kind: 'Federal government',
    industry: '92',
    description: 'The federal government.',
  },
  // Retailers, utilities and large employers.
  {
    keys: ['WALMART', 'WAL MART'],
    name: 'Walmart',
    entityType: 'company',
    kind: 'Retailer',
    industry: '44-45',
    description: 'National retailer (Walmart Inc.).',
  },
  {
    keys: ['SMITHS FOOD AND DRUG'],
    name: "Smith's Food & Drug",
    entityType: 'company',
    kind: 'Grocery chain',
    industry: '44-45',
    description: 'Grocery chain in Utah and the Mountain West, part of The Kroger Co.',
  },
  {
    keys: ['COSTCO WHOLESALE'],
    name: 'Costco Wholesale',
    entityType: 'company',
    kind: 'Retailer',
    industry: '44-45',
    description: 'National membership warehouse retailer.',
  },
  {
    keys: ['HOME DEPOT'],
    name: 'The Home Depot',
    entityType: 'company',
    kind: 'Retailer',
    industry: '44-45',
    description: 'National home-improvement retailer.',
  },
  {
    keys: ['LARRY H MILLER'],
    name: 'Larry H. Miller',
    entityType: 'company',
    kind: 'Auto dealer group',
    industry: '4411',
    description: 'Car dealerships founded in Utah under the Larry H. Miller name.',
  },
  {
    keys: ['ROCKY MOUNTAIN POWER', 'PACIFICORP'],
    name: 'Rocky Mountain Power',
    entityType: 'company',
    kind: 'Electric utility',
    industry: '22',
    description: "Utah's main electric utility, a division of PacifiCorp.",
  },
  {
    keys: ['QUESTAR GAS', 'DOMINION ENERGY UTAH', 'ENBRIDGE GAS UTAH'],
    name: 'Questar Gas',
    entityType: 'company',
    kind: 'Gas utility',
    industry: '22',
    description: "Utah's natural gas utility (Questar Gas Company).",
  },
];

const byFirstWord = new Map<string, { key: string; exact: boolean; org: KnownOrganization }[]>();
for (const org of KNOWN_ORGANIZATIONS) {
  const entries = [
    ...org.keys.map((key) => ({ key, exact: false, org })),
    ...(org.exact ?? []).map((key) => ({ key, exact: true, org })),
  ];
  for (const entry of entries) {
    const first = entry.key.split(' ')[0]!;
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), entry]);
  }
}

/** The known organisation a folded name is (the longest key that matches), or null. */
export function findKnownOrganization(foldedNames: readonly string[]): KnownOrganization | null {
  let best: { key: string; org: KnownOrganization } | null = null;
  for (const folded of foldedNames) {
    const candidates = byFirstWord.get(folded.split(' ', 1)[0]!) ?? [];
    for (const { key, exact, org } of candidates) {
      const hit = exact ? folded === key : folded === key || folded.startsWith(`${key} `);
      if (hit && (!best || key.length > best.key.length)) best = { key, org };
    }
  }
  return best?.org ?? null;
}
