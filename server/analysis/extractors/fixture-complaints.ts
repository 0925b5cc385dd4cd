import fs from 'node:fs';
import path from 'node:path';
import { loadTruthDocuments, type TruthDocument } from './eval-scoring';

/** The synthetic complaints of server/analysis/fixtures/complaints with their truth files, for tests. */
export const FIXTURE_DIR = path.resolve('server/analysis/fixtures/complaints');

export interface FixtureComplaint {
  name: string;
  text: string;
  truth: TruthDocument;
}

export function loadFixtureComplaints(): FixtureComplaint[] {
  return loadTruthDocuments(FIXTURE_DIR).map(({ name, truth }) => ({
    name,
    text: fs.readFileSync(path.join(FIXTURE_DIR, `${name}.txt`), 'utf8'),
    truth,
  }));
}
