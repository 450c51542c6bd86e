/** English is the default and the reference: tests match these strings, worded as in the spec. */
export const en = {
  app: {
    name: 'Provider Claims Portal',
    logo: 'Benefits Administrator',
    login: 'Login',
    logout: 'Logout',
    language: 'Language',
    switchTo: 'Français',
    mainNav: 'Main',
    loading: 'Loading…',
    sessionExpiring: 'Your session is about to expire',
    close: 'Close',
  },
  titles: {
    faq: 'Frequently Asked Questions',
    privacy: 'Privacy Policy',
    accessibility: 'Accessibility',
    maintenance: 'Maintenance',
    comingSoon: 'Coming Soon',
    newProvider: 'Welcome to the new Provider Claims Portal',
    signingIn: 'Signing you in',
  },
  landing: {
    title: 'Provider Claims Portal',
    intro: 'Health providers submit claims for plan members, track their submissions and manage their profile.',
    loginHint: 'Sign in with your portal account to continue.',
  },
  notFound: {
    title: 'Page Not Found',
    returnHome: 'Return Home',
  },
  remote: {
    failed: 'This part of the portal could not be loaded',
    failedHint: 'Check your connection and try again. The rest of the portal keeps working.',
    retry: 'Retry',
    incompatible:
      '{{remote}} was built for version {{remoteVersion}} of the portal contract; this portal supports version {{shellVersion}}. It needs to be rebuilt.',
    invalid: '{{remote}} declares routes this portal cannot read. It needs to be rebuilt.',
    unreachable: 'Not available: {{remotes}}.',
  },
  config: {
    invalid: 'The portal configuration (/config.json) could not be loaded: {{reason}}',
  },
  callback: {
    failed: 'Sign-in failed: {{reason}}',
    backToLogin: 'Back to login',
  },
  footer: {
    editOffices: 'Edit offices',
    nav: 'Footer',
    faq: 'FAQ',
    privacy: 'Privacy Policy',
    accessibility: 'Accessibility',
    offices: 'Our offices',
    tel: 'Tel',
    tollFree: 'Toll-free',
    fax: 'Fax',
  },
  contact: {
    open: 'Leave a message',
    title: 'Leave a message',
    name: 'Name',
    email: 'E-mail',
    subject: 'Subject',
    message: 'Message',
    cancel: 'Cancel',
    submit: 'Submit',
    sending: 'Sending…',
    sent: 'Message has been sent',
    notSent: 'Message not sent: {{error}}',
    nameRequired: 'Name is required',
    emailRequired: 'E-mail is required',
    emailInvalid: 'E-mail must be valid',
    required: 'Please enter',
  },
  a11y: {
    skipToContent: 'Skip to main content',
  },
  impersonation: {
    region: 'Acting as a provider',
    actingAs: 'Acting as {{provider}}',
    stop: 'Stop',
  },
  maintenance: {
    text: 'We are currently undergoing unscheduled maintenance. We apologise for the inconvenience. For urgent matters please call us toll-free at {{phone}}.',
  },
  comingSoon: {
    text: 'Scheduled maintenance runs from August 31 to September 1, 2023. Claims are not processed during this period, but they can be held and submitted afterwards.',
  },
  newProvider: {
    intro: 'We have moved to a new portal. Create your account on the new portal to keep using online claims.',
    prefill: 'Your existing profile data will be pre-filled when you register.',
    register: 'Register on the new portal',
    termsTitle: 'Terms and conditions',
    terms:
      'By registering you confirm that the information you provide is accurate, that you are authorised to submit claims on behalf of your clinic or practice, and that original receipts may be requested within 12 months after a claim is submitted.',
  },
  faq: {
    items: [
      {
        q: 'How are claims adjudicated?',
        a: 'Claims are adjudicated automatically in most cases, and an explanation of benefits is e-mailed within minutes. Some benefit types are held for administrator approval.',
      },
      {
        q: 'When are direct deposits issued?',
        a: 'Direct deposits are issued at least twice a month, in increments of no more than $5,000.',
      },
      { q: 'Is direct deposit required?', a: 'Yes. Direct deposit is mandatory for using the portal.' },
      {
        q: 'How long do I have to submit a claim?',
        a: 'Claims can be submitted within 30 days of the date of service; the window varies by plan.',
      },
      {
        q: 'How do I add a clinic, practitioner or area of specialization?',
        a: 'Adding a new clinic/practitioner or an area of specialization makes the change pending until the plan administrator approves or rejects it, within 1-2 business days.',
      },
      { q: 'Which claim types can I submit?', a: "The claim types offered depend on the member's plan." },
      {
        q: 'Does each clinic have its own banking details?',
        a: 'Yes. Each clinic/practitioner has its own direct deposit details.',
      },
    ],
  },
  privacy: {
    revision: 'Revised June 2020',
    body: 'We protect the personal information of plan members and providers in accordance with Canadian privacy law. We collect only what is needed to administer benefits and process claims, use it only for that purpose, and keep it secure.',
    access:
      'You may ask to see the personal information we hold about you. We answer an access request within 30 days; we may extend this by up to 30 more days and will tell you if we do.',
  },
  accessibility: {
    body: 'We want this portal to be usable by everyone. If you have difficulty using any part of it, tell us what happened with the Leave a message button or call one of our offices, and we will help you and fix the problem.',
  },
};

export type Resources = typeof en;
