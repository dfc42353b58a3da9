// What other domains may use of the provider's view: the annual recurring revenue's steps, for
// the transaction of each write that changes a company's plan or ends it (creation in
// onboarding's companySteps; plan changes and closures by the plans and closing domains).
export {
  closureRevenueSteps,
  planChangeRevenueSteps,
  planRevenueSteps,
  revenueDeltas,
  type RevenueFacts,
} from './revenue';
