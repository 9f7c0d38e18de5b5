export type LegalDocName = 'user-agreement' | 'privacy' | 'privacy-agreement';

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface LegalDoc {
  title: string;
  /** "Effective from …" line. */
  updated: string;
  intro: string[];
  sections: LegalSection[];
}

export type LegalDocs = Record<LegalDocName, LegalDoc>;
