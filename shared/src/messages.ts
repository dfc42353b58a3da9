/**
 * The spec's wording, verbatim (including its spelling). Screens and handlers take their
 * messages from here so that the user sees the same sentence whichever side produced it.
 */
export const MESSAGES = {
  allFieldsRequired: 'All Fields Are Required!',
  contactAllRequired: 'All Contact Form Fields Are Required!',
  emailMustBeValid: 'E-mail must be valid',
  thisFieldIsRequired: 'This Field is required',
  fieldIsRequired: 'Field is required',
  emailIsRequired: 'Email is required',
  formSubmitted: 'Form Submitted Successfully!',
  oops: 'Oops, Something Went Wrong!',
  accessDenied: 'Access Denied!',
  donationNamesAndPhone: 'Kindly Enter Your Names and Phone Number!',
  donationMinimum: 'Minimum Donation Amount is ZAR10!',
  invitationSent: 'Invitation Sent Successfully!',
  dataSaved: 'Data Saved Successfully',
  contactPromise: 'We respond within 15 minutes.',
  specifyFileType: 'Specify the File Type and Then Select A File!',
  fileUploaded: 'File Successfuly Uploaded',
  thisFieldIsRequiredLower: 'This field is required',
  selectAtLeastOneItem: 'You Must Select At least One(1) Item!',
  confirmDeleteItem: 'Are you sure you want to delete this item?',
  dataUpdated: 'Data Updated Successfully',
  // Clients, staff, suppliers and the catalogue (core.md §5, §8; extended.md §5, §8).
  staffRequired: 'ID Number, Names And Phone  Fields Are Required!',
  staffExists: 'Staff With This ID Number Already Exist!',
  supplierRequired: 'Fill in at least Name, Contact Person, Phone',
  supplierExists: 'Supplier Exist',
  supplierCreated: 'Supplier Created Successfully!',
  productRequired: 'Fill in at least Name, Cost, Price, Category, Supplier And Quantity!',
  productCreated: 'Product Created Successfully!',
  itemExists: 'Item Exist',
  serviceExists: 'Service Exist',
  transportationExists: 'Transportation Exist',
  clientCreated: 'Client Created Successfully!',
  clientFieldUpdated: 'Data Updated Successfully!',
  noteRequired: 'Make Sure Note Title And Body Are Not Empty',
  noDataFound: 'No Data Found!',
  // Manage Users (core.md §5, §8; extended.md §5, §8).
  banReasonRequired: 'provide reason for account deactivation!',
  accessLevelGranted: 'Access Level Granted Successfully!',
  parentLinked: 'Parent Successfully Linked to Student!',
} as const;

/** Messages of this product where the spec is silent (kept here so every screen agrees). */
export const PLATFORM_MESSAGES = {
  passwordPolicy:
    'Password must be at least 8 characters and include an upper case letter, a digit and a special character',
  invalidCredentials: 'Invalid email or password',
  accountDeactivated:
    'Your account has been deactivated for this company. Contact the company administrator.',
  tooManyAttempts: 'Too many failed sign-in attempts. Try again later.',
  signInRequired: 'Sign in required',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have access to this function',
  notAMember: 'You do not belong to that company',
  unknownSite: 'No company is registered for this site',
  invitationInvalid: 'This invitation link is invalid or has already been used',
  invitationExpired: 'This invitation has expired. Ask for a new one.',
  alreadyRegistered: 'You are already registered with this company. Sign in instead.',
  emailTaken: 'An account with this email already exists. Sign in with its password to join.',
  // The catalogue where the spec gives no wording (its style kept).
  serviceRequired: 'Fill in at least Name, Price And Category!',
  transportationRequired: 'Fill in at least Name And Unit Price!',
  categoryExists: 'Category Exist',
  clientReferenceExists: 'A Client With This Reference Already Exist!',
  moneyInvalid: 'Enter an amount such as 1,250.50',
  quantityInvalid: 'Enter a whole number of at least 0',
} as const;

/** School fees and card payments (extended.md §5, §8), verbatim. */
export const PAYMENT_MESSAGES = {
  payAtLeastOneItem: 'Aleast You Must Pay For 1 Item. Select Description and Enter an Amount!',
  noPaymentData: 'No Payment Data Found!',
  paymentSuccessful: 'Payment Successful!',
  paymentCancelled: 'Payment Cancelled!',
  paymentRecorded: 'Payment Successfully Recorded!',
  paymentUpdated: 'Payment Successfully Updated!',
  paymentDeleted: 'Payment Successfully Deleted!',
  unauthorized: 'unauthorized',
  // Where the spec is silent.
  noStudent: 'No student with that student number',
  noPayment: 'No payment with that id',
  paymentChanged: 'The payment was changed by someone else: reload and try again',
  notConfirmed: 'The payment has not been confirmed by the card gateway yet',
  amountTooLarge: 'At most R 1,000,000.00 in one payment',
  statementDate: 'Use a date like 2026-11-23',
  statementOrder: 'The From date must be on or before the To date',
  statementOneYear: 'A statement covers one school year: choose From and To dates in the same year',
} as const;
