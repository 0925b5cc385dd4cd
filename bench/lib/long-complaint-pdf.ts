import fs from 'node:fs';
import path from 'node:path';
import { buildComplaintPdf } from '../../server/analysis/extract/fixtures/build-fixtures';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PETITION = path.join(ROOT, 'server/analysis/fixtures/complaints/mo-pi-petition.txt');

const EVENTS = [
  'inspected the loading dock and recorded no defect in the trailer coupling',
  'received a maintenance report describing worn brake linings on the tractor',
  'dispatched the driver on a route that required more than eleven hours of driving',
  'failed to review the electronic logging records for the preceding week',
  'paid an invoice for tire replacement in the amount of $1,284.50',
  'scheduled a safety meeting that no driver attended',
  'received a complaint from a shipper about late deliveries on the same route',
  'renewed its motor carrier insurance with a premium of $48,900.00',
];

/**
 * A long complaint laid out as a filed pleading (numbered lines, ECF stamp and footer on every page): the
 * Missouri petition fixture's caption, counts, prayer and counsel, with numbered allegations in the middle
 * (dates, sums and events that vary) until it fills `pages` pages, and an exhibit of decoy figures after.
 */
export async function buildLongComplaintPdf(pages: number): Promise<Buffer> {
  const lines = fs.readFileSync(PETITION, 'utf8').trim().split('\n');
  const prayerAt = lines.findIndex((line) => line.startsWith('WHEREFORE'));
  const allegations: string[] = [];
  // About 9.5 numbered paragraphs (two to three lines each, double spaced) fill a page of pleading paper.
  for (let i = 0; allegations.length < pages * 9.5; i++) {
    const day = new Date(Date.UTC(2023, 0, 1 + i * 3)).toISOString().slice(0, 10);
    allegations.push(
      `${20 + i}. On ${day}, Defendant Prairie Haul Freight, LLC ${EVENTS[i % EVENTS.length]}, as its records produced in discovery will show.`,
    );
  }
  const exhibit = ['EXHIBIT A', 'DRIVER SETTLEMENT STATEMENT', 'Gross pay $3,412.18', 'Fuel advance $900.00'];
  const paragraphs = [...lines.slice(0, prayerAt), ...allegations, ...lines.slice(prayerAt), ...exhibit];
  return buildComplaintPdf({ paragraphs, lineNumbers: true, ecfHeader: true, footer: true });
}
