/** Whether the company is a legal practice: its industry, or the Legal plan (as the API decides). */
export const isLegalPractice = (company: { industry?: string; plan?: string }): boolean =>
  company.industry === 'Legal Practice' || company.plan === 'Legal';
