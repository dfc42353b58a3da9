import type { SeedCompany } from './seed-types';

// Demo data only: every phone number uses the 555 exchange and every account number is made up,
// so nothing here reaches a real person or bank account.

const baron: SeedCompany = {
  company: {
    emis: 'baron-007',
    name: 'Baron Office Systems',
    motto: 'Your office, sorted.',
    mission:
      'To give South African small businesses, schools and legal practices office software and IT support that is simple, affordable and backed by people who pick up the phone.',
    vision:
      'Every small organisation in Southern Africa running a paperless, well-connected office.',
    about_us:
      'Baron Office Systems has supported offices in Gauteng since 2015, starting with printer leases and network installs in Hatfield. Today we build and run Kantoor, the back office that handles invoices, quotations, clients, bulk SMS and a branded website for hundreds of small organisations. Our technicians still do site visits across Pretoria and Johannesburg, and our refurbished laptop store keeps good machines out of landfill.',
    welcome_title: 'Run your whole office from one place',
    primary_address: 'Block C, Hatfield Gardens, 333 Grosvenor Street, Hatfield',
    postal_code: '0083',
    city: 'Pretoria',
    primary_phone: '+27 12 555 0107',
    email: 'hello@baronoffice.co.za',
    merchant_number: '40718263',
    domain: 'localhost',
    industry: 'General',
    primary_bg_color: '#1E3A8A',
    secondary_bg_color: '#F59E0B',
    tax_rate: 15,
    // As every company made before the setting was read by the store and till (issue 28).
    prices_include_vat: 'No',
    currency: 'ZAR',
    vat_number: '4710263958',
    reg_number: '2015/218734/07',
    bank: 'FNB',
    account_number: '62845519073',
    account_type: 'Cheque-Current',
    plan: 'Premium',
  },
  domains: ['localhost'],
  people: {
    manager: 'Pieter van der Merwe',
    admin: 'Lerato Mahlangu',
    staff: 'Ravi Govender',
    parent: 'Nomvula Khumalo',
  },
  phones: {
    manager: '082 555 0134',
    admin: '072 555 0118',
    staff: '083 555 0172',
    parent: '061 555 0145',
  },
  branches: [
    {
      name: 'Pretoria Head Office',
      address: 'Block C, Hatfield Gardens, 333 Grosvenor Street, Hatfield',
      postal_code: '0083',
      city: 'Pretoria',
      phone: '012 555 0107',
      email: 'hello@baronoffice.co.za',
    },
    {
      name: 'Midrand Service Centre',
      address: 'Unit 12, Waterfall Point, 14 Waterfall Drive, Midrand',
      postal_code: '1685',
      city: 'Johannesburg',
      phone: '011 555 0163',
      email: 'midrand@baronoffice.co.za',
    },
    {
      name: 'Polokwane Office',
      address: '38 Schoeman Street, Polokwane Central',
      postal_code: '0699',
      city: 'Polokwane',
      phone: '015 555 0129',
      email: 'polokwane@baronoffice.co.za',
    },
  ],
  website: {
    services: [
      {
        title: 'Kantoor Office Suite',
        body: 'Invoices, quotations, clients, suppliers and stock in one back office, on any device.',
      },
      {
        title: 'Branded Company Website',
        body: 'A public site with your logo, colours, services and contact form, kept up to date from your back office.',
      },
      {
        title: 'Bulk SMS and Email',
        body: 'Send account reminders, newsletters and notices to clients or parents in a few clicks.',
      },
      {
        title: 'Point of Sale',
        body: 'A till screen for the counter that updates your stock and invoices as you sell.',
      },
      {
        title: 'HR and Payroll',
        body: 'Staff records, leave and payslips that follow SARS PAYE, UIF and SDL rules.',
      },
      {
        title: 'Legal Practice Tools',
        body: 'Matter management, legal billing and an online file manager for attorneys.',
      },
      {
        title: 'Managed IT Support',
        body: 'Remote and on-site help desk for your computers, printers and Microsoft 365 accounts.',
      },
      {
        title: 'Networks and Wi-Fi',
        body: 'Structured cabling, fibre routers and office Wi-Fi installed and looked after.',
      },
      {
        title: 'Professional Email and Domains',
        body: 'Your own .co.za domain with mailboxes that work on phone and laptop.',
      },
      {
        title: 'Refurbished Laptops and Phones',
        body: 'Tested business-grade machines with a 12-month warranty, at a fraction of the new price.',
      },
      {
        title: 'Backup and Load-Shedding Readiness',
        body: 'Cloud backups plus UPS and inverter advice so a power cut never costs you a day of work.',
      },
      {
        title: 'Staff Training',
        body: 'Hands-on sessions at your office so everyone is confident in Kantoor from day one.',
      },
    ],
    faqs: [
      {
        title: 'Can I try Kantoor before I pay?',
        body: 'Yes. Use Create Free Invoices to make and download invoices and quotes without signing up, then choose a plan when you are ready.',
      },
      {
        title: 'What is the difference between the plans?',
        body: 'Standard covers invoicing, your website, clients, gallery, email and bulk SMS for ten users; Premium adds point of sale, an online store, HR and payroll and unlimited users; Legal adds matter management, legal billing and a file manager.',
      },
      {
        title: 'Is my data kept in South Africa and POPIA compliant?',
        body: 'Your data is stored in a secure cloud region, encrypted at rest, and only your own staff can see it; we act as your operator under POPIA.',
      },
      {
        title: 'Can I use my own domain name?',
        body: 'Yes. We can register a new .co.za domain for you or point your existing one to your Kantoor website.',
      },
      {
        title: 'Do you deliver refurbished laptops outside Gauteng?',
        body: 'We deliver nationwide with a tracked courier; delivery is free within Gauteng and usually takes 72 hours.',
      },
      {
        title: 'How quickly do you respond to support requests?',
        body: 'We answer every message within 15 minutes during office hours, and on-site visits in Pretoria and Johannesburg are usually next day.',
      },
    ],
    promotions: [
      {
        title: 'Refurbished Laptops from R3 999',
        body: 'Business-grade laptops and phones, secure card payment, free delivery in Gauteng and delivery within 72 hours.',
      },
      {
        title: 'Two Months Free on Annual Plans',
        body: 'Pay for a year of Standard or Premium and get your first two months of Kantoor free.',
      },
      {
        title: 'Free Website Setup',
        body: 'New customers get their branded company website designed and loaded by our team at no cost.',
      },
    ],
    goals: [],
  },
};

const handsOfHope: SeedCompany = {
  company: {
    emis: 'hands-of-hope-2022',
    name: 'Hands of Hope',
    motto: 'No child learns on an empty stomach.',
    mission:
      'To feed, support and protect vulnerable children in Soweto through daily meals, after-school care and family support, run by and with the community.',
    vision: 'A Soweto where every child is fed, safe, in school and hopeful about tomorrow.',
    about_us:
      'Hands of Hope began in 2022 when a group of Orlando West mothers started cooking porridge for children on their way to school. We now serve more than 600 meals a day from our community kitchen, run a homework club and help families apply for birth certificates and child support grants. We are a registered non-profit and public benefit organisation, and every rand is accounted for in our audited annual report.',
    welcome_title: 'Together we can feed a child today',
    primary_address: '1462 Vilakazi Street, Orlando West',
    postal_code: '1804',
    city: 'Soweto',
    primary_phone: '011 555 0192',
    email: 'info@handsofhope.org.za',
    map_source:
      'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3578.42!2d27.9084!3d-26.2386!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x1e95a1f4c1e6e9a5%3A0x7c2b9f1d4a3e8b21!2sVilakazi%20St%2C%20Orlando%20West%2C%20Soweto%2C%201804!5e0!3m2!1sen!2sza!4v1700000000000!5m2!1sen!2sza',
    merchant_number: '51927304',
    domain: 'hope.localhost',
    industry: 'General',
    primary_bg_color: '#BE123C',
    secondary_bg_color: '#EA580C',
    tax_rate: 15,
    // As every company made before the setting was read by the store and till (issue 28).
    prices_include_vat: 'No',
    currency: 'ZAR',
    // Not VAT registered: donations and the feeding scheme are not taxable supplies.
    reg_number: '238-614 NPO',
    bank: 'Standard Bank',
    account_number: '10184523691',
    account_type: 'Savings',
    plan: 'Standard',
  },
  domains: ['hope.localhost'],
  people: {
    manager: 'Nokuthula Dlamini',
    admin: 'Zanele Mthembu',
    staff: 'Tshepo Motaung',
    parent: 'Grace Nkosi',
  },
  phones: {
    manager: '082 555 0187',
    admin: '076 555 0121',
    staff: '071 555 0156',
    parent: '079 555 0103',
  },
  branches: [
    {
      name: 'Orlando West Kitchen and Office',
      address: '1462 Vilakazi Street, Orlando West',
      postal_code: '1804',
      city: 'Soweto',
      phone: '011 555 0192',
      email: 'info@handsofhope.org.za',
    },
    {
      name: 'Pimville Homework Club',
      address: 'Pimville Community Hall, 8 Klipspruit Valley Road, Pimville',
      postal_code: '1809',
      city: 'Soweto',
      phone: '011 555 0148',
      email: 'pimville@handsofhope.org.za',
    },
  ],
  website: {
    services: [
      {
        title: 'Daily Breakfast Programme',
        body: 'A warm bowl of maize porridge with milk for every child who passes our kitchen before school.',
      },
      {
        title: 'After-School Meals',
        body: 'A cooked lunch of pap, vegetables and protein served at the homework club every school day.',
      },
      {
        title: 'Homework Club',
        body: 'Volunteer tutors help Grade 1 to 9 learners with reading, maths and homework in a quiet, safe space.',
      },
      {
        title: 'Family Support Desk',
        body: 'We help caregivers apply for birth certificates, ID documents and SASSA child support grants.',
      },
      {
        title: 'School Shoe and Uniform Drive',
        body: 'Each January we kit out learners who would otherwise start the year without shoes or a jersey.',
      },
      {
        title: 'Food Garden',
        body: 'Our community garden grows spinach, cabbage and tomatoes for the kitchen and teaches children to grow food.',
      },
      {
        title: 'Holiday Programme',
        body: 'Meals, sport and art during school holidays, when children miss the school nutrition programme.',
      },
    ],
    faqs: [
      {
        title: 'How is my donation used?',
        body: 'About 85 cents of every rand goes straight to food and programmes; the rest covers gas, transport and audit fees.',
      },
      {
        title: 'Can I get a tax certificate for my donation?',
        body: 'Yes. We are an approved public benefit organisation and issue section 18A certificates for donations on request.',
      },
      {
        title: 'What is the smallest donation I can make?',
        body: 'You can donate from R10; R10 feeds one child breakfast for a week.',
      },
      {
        title: 'Can I volunteer?',
        body: 'We welcome volunteers for cooking, tutoring and the garden; send us your name and availability through the contact form.',
      },
      {
        title: 'Do you accept food or clothing donations?',
        body: 'Yes. Non-perishable food, school shoes and warm clothing can be dropped off at our Vilakazi Street kitchen on weekdays from 08:00 to 15:00.',
      },
    ],
    promotions: [
      {
        title: 'Winter Warmth Appeal',
        body: 'Help us give 400 children a blanket, a beanie and a hot meal through the cold months.',
      },
      {
        title: 'Sponsor a Child for R350 a Month',
        body: 'Cover one child\u2019s breakfast, lunch and homework club for a whole month.',
      },
      {
        title: 'Mandela Day Volunteers Wanted',
        body: 'Spend 67 minutes in our food garden or kitchen with your team on 18 July.',
      },
    ],
    goals: [
      {
        title: 'Serve 1 000 meals a day by 2026',
        body: 'Grow from 600 to 1 000 daily meals by adding a second kitchen in Pimville.',
      },
      {
        title: 'Every child reading by Grade 4',
        body: 'Make sure every homework-club learner reads for meaning by the end of Grade 3.',
      },
      {
        title: 'No child without documents',
        body: 'Help every family we serve get birth certificates and the child support grants they qualify for.',
      },
      {
        title: 'A garden that feeds the kitchen',
        body: 'Grow a third of the vegetables our kitchen cooks in our own food garden.',
      },
      {
        title: 'Safe spaces after school',
        body: 'Keep our homework clubs open until 17:00 every school day with trained, vetted volunteers.',
      },
    ],
  },
};

const school: SeedCompany = {
  company: {
    emis: '12824090253',
    name: 'Polokwane Ridge High School',
    motto: 'Thuto ke lesedi \u2014 Education is light',
    mission:
      'To give every learner a rigorous, caring education that prepares them for university, a trade or their own business, and to develop character through sport, culture and service.',
    vision:
      'To be the leading independent high school in Limpopo for academic results, leadership and community spirit.',
    about_us:
      'Polokwane Ridge High School is an independent school that has served families in Polokwane and Seshego since 1987 and teaches about 1 100 learners from Grade 8 to Grade 12. Our matric class achieved a 96% pass rate last year, with strong results in Mathematics, Physical Sciences and Accounting. Learners take part in more than 20 sports and cultural activities, from rugby and netball to choir and debating.',
    welcome_title: 'Welcome to Polokwane Ridge High School',
    primary_address: '27 Biccard Street, Polokwane Central',
    postal_code: '0699',
    city: 'Polokwane',
    primary_phone: '015 555 0127',
    email: 'office@ridgehigh.co.za',
    merchant_number: '63108457',
    domain: 'school.localhost',
    industry: 'General',
    primary_bg_color: '#7F1D1D',
    secondary_bg_color: '#CA8A04',
    tax_rate: 15,
    // As every company made before the setting was read by the store and till (issue 28).
    prices_include_vat: 'No',
    currency: 'ZAR',
    vat_number: '4120187364',
    reg_number: '2009/021874/08',
    bank: 'Absa',
    account_number: '4087316592',
    account_type: 'Cheque-Current',
    plan: 'Premium',
    labels: {
      client: 'Learner',
      clients: 'Learners',
      service: 'Fee Item',
      services: 'Fee Items',
      matter: 'Class Project',
      matters: 'Class Projects',
    },
  },
  domains: ['school.localhost'],
  people: {
    manager: 'Mmapula Mashaba',
    admin: 'Johan Pretorius',
    staff: 'Tshilidzi Netshiongolwe',
    parent: 'Kgomotso Ledwaba',
  },
  phones: {
    manager: '082 555 0161',
    admin: '084 555 0139',
    staff: '072 555 0174',
    parent: '060 555 0112',
  },
  branches: [
    {
      name: 'Main Campus',
      address: '27 Biccard Street, Polokwane Central',
      postal_code: '0699',
      city: 'Polokwane',
      phone: '015 555 0127',
      email: 'office@ridgehigh.co.za',
    },
    {
      name: 'Sports Grounds and Hostel',
      address: '4 Dahl Street, Bendor',
      postal_code: '0699',
      city: 'Polokwane',
      phone: '015 555 0146',
      email: 'hostel@ridgehigh.co.za',
    },
  ],
  website: {
    services: [
      {
        title: 'Mathematics and Physical Sciences',
        body: 'Full FET streams with extra Saturday classes for Grade 12 learners aiming for engineering and health sciences.',
      },
      {
        title: 'Life Sciences and Geography',
        body: 'Practical fieldwork and a fully equipped laboratory for experiments from Grade 8.',
      },
      {
        title: 'Accounting and Business Studies',
        body: 'Commerce subjects taught by qualified accountants, with a Grade 11 entrepreneurship market day.',
      },
      {
        title: 'Languages',
        body: 'English Home Language with Sepedi, Afrikaans or Tshivenda as first additional language.',
      },
      {
        title: 'Information Technology and CAT',
        body: 'Two computer labs with fibre internet for coding, spreadsheets and design.',
      },
      {
        title: 'Sport',
        body: 'Rugby, football, netball, cricket, athletics, chess and cross-country, with leagues across Limpopo.',
      },
      {
        title: 'Culture',
        body: 'Choir, debating, drama, traditional dance and a marimba band that performs at provincial festivals.',
      },
      {
        title: 'School Transport',
        body: 'Morning and afternoon buses on routes from Seshego, Westenburg, Flora Park and Bendor.',
      },
      {
        title: 'Hostel',
        body: 'Supervised weekly boarding for learners from outlying areas, with evening study sessions.',
      },
      {
        title: 'Matric Support Programme',
        body: 'Winter and spring school, past-paper workshops and career guidance for every Grade 12.',
      },
    ],
    faqs: [
      {
        title: 'When do applications for Grade 8 open?',
        body: 'Applications for the following year open in April and close at the end of June; late applications go on a waiting list.',
      },
      {
        title: 'What are the school fees?',
        body: 'Annual fees are approved by the board each November and can be paid monthly, termly or yearly; bursaries are available for learners who qualify.',
      },
      {
        title: 'Which documents do I need to apply?',
        body: 'A certified copy of the learner\u2019s birth certificate, the latest school report, the parents\u2019 ID copies and proof of address.',
      },
      {
        title: 'Does the school offer transport?',
        body: 'Yes. Our buses run on four routes; transport is billed per term and seats are limited.',
      },
      {
        title: 'How do I follow my child\u2019s progress?',
        body: 'Parents receive term reports, SMS notices and can meet teachers at the parents\u2019 evening each term.',
      },
    ],
    promotions: [
      {
        title: 'Open Day: Saturday 10 May',
        body: 'Tour the classrooms, labs and sports fields and meet our teachers from 09:00 to 13:00.',
      },
      {
        title: 'Early Payment Discount',
        body: 'Pay the full year\u2019s fees before 31 January and receive a 5% discount.',
      },
      {
        title: 'Winter School for Grade 12',
        body: 'Two weeks of intensive revision in Mathematics, Physical Sciences and Accounting in the June holidays.',
      },
    ],
    goals: [],
  },
};

const mokoena: SeedCompany = {
  company: {
    emis: 'mokoena-attorneys',
    name: 'Mokoena Attorneys Inc.',
    motto: 'Sound advice. Fearless representation.',
    mission:
      'To give individuals, families and businesses clear, honest legal advice and strong representation at fees agreed up front.',
    vision:
      'To be the first firm Gauteng families and growing businesses call when the law touches their lives.',
    about_us:
      'Mokoena Attorneys Inc. is a Sandton firm of attorneys, conveyancers and notaries founded in 2012 by Kagiso Mokoena. Our team handles property transfers, bond registrations, civil litigation, estates, family law and labour disputes in the High Court, magistrates\u2019 courts and the CCMA. We are registered with the Legal Practice Council and explain every step in plain English, Setswana, isiZulu or Afrikaans.',
    welcome_title: 'Legal advice you can understand and trust',
    primary_address: '3rd Floor, 14 Fredman Drive, Sandown',
    postal_code: '2196',
    city: 'Sandton',
    primary_phone: '011 555 0164',
    email: 'info@mokoenaattorneys.co.za',
    merchant_number: '72645091',
    domain: 'legal.localhost',
    industry: 'Legal Practice',
    primary_bg_color: '#0F2A44',
    secondary_bg_color: '#B08D57',
    tax_rate: 15,
    // As every company made before the setting was read by the store and till (issue 28).
    prices_include_vat: 'No',
    currency: 'ZAR',
    vat_number: '4930215876',
    reg_number: '2012/045871/21',
    bank: 'Nedbank',
    account_number: '1029384756',
    account_type: 'Cheque-Current',
    plan: 'Legal',
  },
  domains: ['legal.localhost'],
  people: {
    manager: 'Kagiso Mokoena',
    admin: 'Fatima Moosa',
    staff: 'Sibusiso Zulu',
    parent: 'Annelie Steyn',
  },
  phones: {
    manager: '083 555 0190',
    admin: '082 555 0152',
    staff: '073 555 0137',
    parent: '084 555 0176',
  },
  branches: [
    {
      name: 'Sandton Head Office',
      address: '3rd Floor, 14 Fredman Drive, Sandown',
      postal_code: '2196',
      city: 'Sandton',
      phone: '011 555 0164',
      email: 'info@mokoenaattorneys.co.za',
    },
    {
      name: 'Johannesburg Litigation Office',
      address: '5th Floor, 85 Fox Street, Marshalltown',
      postal_code: '2001',
      city: 'Johannesburg',
      phone: '011 555 0181',
      email: 'litigation@mokoenaattorneys.co.za',
    },
    {
      name: 'Pretoria Conveyancing Office',
      address: '220 Bronkhorst Street, Brooklyn',
      postal_code: '0181',
      city: 'Pretoria',
      phone: '012 555 0158',
      email: 'conveyancing@mokoenaattorneys.co.za',
    },
  ],
  website: {
    services: [
      {
        title: 'Conveyancing',
        body: 'Property transfers for buyers and sellers, from offer to purchase to registration at the Deeds Office.',
      },
      {
        title: 'Bond Registration and Cancellation',
        body: 'Panel attorneys for the major banks, with progress updates at every stage.',
      },
      {
        title: 'Civil Litigation',
        body: 'Debt collection, contract disputes and damages claims in the magistrates\u2019 courts and High Court.',
      },
      {
        title: 'Wills and Estates',
        body: 'Wills, trusts and the winding up of deceased estates with the Master of the High Court.',
      },
      {
        title: 'Family Law',
        body: 'Divorce, maintenance, custody and antenuptial contracts handled with care and discretion.',
      },
      {
        title: 'Labour Law',
        body: 'Advice on dismissals and disciplinary hearings, and representation at the CCMA and Labour Court.',
      },
      {
        title: 'Commercial and Contracts',
        body: 'Shareholder agreements, leases, company registrations and contract reviews for small businesses.',
      },
      {
        title: 'Notarial Services',
        body: 'Notarial bonds, servitudes, and certified copies and authentication of documents for use abroad.',
      },
      {
        title: 'Road Accident Fund Claims',
        body: 'We help injured people and their families claim from the RAF, on a contingency basis where appropriate.',
      },
    ],
    faqs: [
      {
        title: 'How much does a first consultation cost?',
        body: 'Your first 30-minute consultation is free; after that we quote a fixed fee or an hourly rate in writing before any work starts.',
      },
      {
        title: 'How long does a property transfer take?',
        body: 'A typical transfer takes eight to twelve weeks from signed offer to registration, depending on the bank and municipal clearance.',
      },
      {
        title: 'Who pays the transfer costs?',
        body: 'The buyer usually pays transfer duty and the conveyancer\u2019s fees, while the seller pays for bond cancellation and compliance certificates.',
      },
      {
        title: 'Do I need a will if I am married in community of property?',
        body: 'Yes. Without a will your half of the joint estate is divided by the law of intestate succession, which may not match your wishes.',
      },
      {
        title: 'Where is my money kept while my matter is running?',
        body: 'Money we hold for you is kept in our audited trust account as the Legal Practice Act requires, and you get a statement on request.',
      },
      {
        title: 'Can you represent me at the CCMA?',
        body: 'Yes, where the CCMA allows legal representation; otherwise we prepare you and your documents for the hearing.',
      },
    ],
    promotions: [
      {
        title: 'Free Will Drafting in September',
        body: 'During Heritage Month we draft simple wills free of charge for clients who book a consultation.',
      },
      {
        title: 'First-Time Buyer Transfer Package',
        body: 'A fixed-fee transfer and bond registration for first-time home buyers, with no surprise costs.',
      },
    ],
    goals: [],
  },
};

const ubuntuTalent: SeedCompany = {
  company: {
    emis: 'ubuntu-talent',
    name: 'Ubuntu Talent Agency',
    motto: 'Every face has a story.',
    mission:
      'To find, develop and fairly represent South African actors, models, presenters and voice artists, and to cast them in work that shows the country as it really is.',
    vision: 'To be Africa\u2019s most trusted talent agency for authentic, diverse casting.',
    about_us:
      'Ubuntu Talent Agency was founded in Woodstock in 2018 by casting director Ayanda Ntshona and represents more than 300 actors, models, presenters and voice artists. We cast for television commercials, local and international film productions, music videos and brand activations across the Western Cape. Our talent are paid within 30 days of a shoot, and we never charge registration fees.',
    welcome_title: 'The right face for every story',
    primary_address: 'Unit 4, The Old Biscuit Mill, 373 Albert Road, Woodstock',
    postal_code: '7925',
    city: 'Cape Town',
    primary_phone: '021 555 0183',
    email: 'bookings@ubuntutalent.co.za',
    merchant_number: '85203716',
    domain: 'agency.localhost',
    industry: 'Agency',
    primary_bg_color: '#6D28D9',
    secondary_bg_color: '#DB2777',
    tax_rate: 15,
    // As every company made before the setting was read by the store and till (issue 28).
    prices_include_vat: 'No',
    currency: 'ZAR',
    vat_number: '4580349127',
    reg_number: '2018/372914/07',
    bank: 'Capitec Business',
    account_number: '1052348761',
    account_type: 'Cheque-Current',
    plan: 'Premium',
  },
  domains: ['agency.localhost'],
  people: {
    manager: 'Ayanda Ntshona',
    admin: 'Chantal Jacobs',
    staff: 'Liam October',
    parent: 'Thandeka Booi',
  },
  phones: {
    manager: '082 555 0128',
    admin: '074 555 0166',
    staff: '062 555 0143',
    parent: '083 555 0119',
  },
  branches: [
    {
      name: 'Woodstock Studio and Head Office',
      address: 'Unit 4, The Old Biscuit Mill, 373 Albert Road, Woodstock',
      postal_code: '7925',
      city: 'Cape Town',
      phone: '021 555 0183',
      email: 'bookings@ubuntutalent.co.za',
    },
    {
      name: 'City Bowl Casting Room',
      address: '2nd Floor, 112 Bree Street, Cape Town City Centre',
      postal_code: '8001',
      city: 'Cape Town',
      phone: '021 555 0171',
      email: 'casting@ubuntutalent.co.za',
    },
  ],
  website: {
    services: [
      {
        title: 'TV Commercial Casting',
        body: 'Full casting for local and international commercials, from briefs to callbacks and final selects.',
      },
      {
        title: 'Film and Series Casting',
        body: 'Principal and supporting roles for feature films, streaming series and local soapies.',
      },
      {
        title: 'Fashion and Print Models',
        body: 'Editorial, catalogue and e-commerce models booked by the hour, half day or full day.',
      },
      {
        title: 'Extras and Background Artists',
        body: 'Reliable background artists for crowd scenes, with call sheets and transport arranged.',
      },
      {
        title: 'Voice-Over Artists',
        body: 'Radio, animation and e-learning voices in English, isiXhosa, Afrikaans, isiZulu and more.',
      },
      {
        title: 'Presenters and MCs',
        body: 'Experienced hosts for corporate events, product launches, award ceremonies and online shows.',
      },
      {
        title: 'Brand Activations',
        body: 'Promotional staff and brand ambassadors for in-store campaigns, festivals and sampling.',
      },
      {
        title: 'Portfolio Shoots',
        body: 'Professional headshots and comp cards at our Woodstock studio, at rates for represented talent.',
      },
      {
        title: 'Kids and Teen Talent',
        body: 'A separate division for performers under 18, with chaperones and Department of Labour permits handled.',
      },
      {
        title: 'Acting Workshops',
        body: 'Monthly screen-acting and audition-technique classes led by working directors.',
      },
    ],
    faqs: [
      {
        title: 'Do you charge a registration fee?',
        body: 'No. We earn a commission only when our talent are booked and paid for a job.',
      },
      {
        title: 'How do I apply to join the agency?',
        body: 'Send two recent natural photos, your measurements and a short self-tape through the contact form; we hold open castings every second Saturday.',
      },
      {
        title: 'When will I be paid for a booking?',
        body: 'We pay talent within 30 days of the shoot, once the production house has settled the invoice.',
      },
      {
        title: 'Can I book talent for an event outside Cape Town?',
        body: 'Yes. We book nationwide and include travel and accommodation in the quote.',
      },
      {
        title: 'Do children need a permit to work on set?',
        body: 'Yes. Performers under 15 need a Department of Employment and Labour permit, which our kids division arranges with the production.',
      },
    ],
    promotions: [
      {
        title: 'Open Casting Call',
        body: 'Walk-in casting for new faces of all ages every second Saturday from 10:00 at our Woodstock studio.',
      },
      {
        title: 'Headshot Special',
        body: 'Professional headshots and a printed comp card for R950 this month.',
      },
      {
        title: 'Summer Season Bookings',
        body: 'Book your December activation staff before 31 October and save 10% on agency fees.',
      },
    ],
    goals: [],
  },
};

const vula: SeedCompany = {
  company: {
    emis: 'vula-trading',
    name: 'Vula Trading',
    motto: 'Open for business, open for you.',
    mission:
      'To supply Durban\u2019s homes, schools and small businesses with quality hardware, office supplies and refurbished electronics at honest prices.',
    vision:
      'To be KwaZulu-Natal\u2019s most trusted neighbourhood supplier, with a branch in every growing town.',
    about_us:
      'Vula Trading opened its first counter on Anton Lembede Street in 2016, selling stationery and printer cartridges to offices in the Durban CBD. We now stock hardware, office furniture and refurbished laptops and phones, and deliver across the greater eThekwini area. Schools and small businesses can open an account with 30-day terms.',
    welcome_title: 'Everything your home and office needs, under one roof',
    primary_address: 'Shop 3, 221 Anton Lembede Street, Durban Central',
    postal_code: '4001',
    city: 'Durban',
    primary_phone: '031 555 0138',
    email: 'sales@vulatrading.co.za',
    merchant_number: '39481625',
    domain: 'shop.localhost',
    industry: 'General',
    primary_bg_color: '#0E7490',
    secondary_bg_color: '#65A30D',
    tax_rate: 15,
    // As every company made before the setting was read by the store and till (issue 28).
    prices_include_vat: 'No',
    currency: 'ZAR',
    vat_number: '4360798214',
    reg_number: '2016/194520/07',
    bank: 'Standard Bank',
    account_number: '071583429',
    account_type: 'Cheque-Current',
    plan: 'Standard',
  },
  domains: ['shop.localhost'],
  people: {
    manager: 'Sanjay Naidoo',
    admin: 'Nosipho Cele',
    staff: 'Mandla Shezi',
    parent: 'Bronwyn Fourie',
  },
  phones: {
    manager: '082 555 0195',
    admin: '078 555 0124',
    staff: '063 555 0169',
    parent: '072 555 0150',
  },
  branches: [
    {
      name: 'Durban Central Store',
      address: 'Shop 3, 221 Anton Lembede Street, Durban Central',
      postal_code: '4001',
      city: 'Durban',
      phone: '031 555 0138',
      email: 'sales@vulatrading.co.za',
    },
    {
      name: 'Pinetown Warehouse and Hardware',
      address: '14 Old Main Road, Pinetown',
      postal_code: '3610',
      city: 'Pinetown',
      phone: '031 555 0177',
      email: 'pinetown@vulatrading.co.za',
    },
    {
      name: 'Pietermaritzburg Store',
      address: '301 Langalibalele Street, Pietermaritzburg Central',
      postal_code: '3201',
      city: 'Pietermaritzburg',
      phone: '033 555 0114',
      email: 'pmb@vulatrading.co.za',
    },
  ],
  website: {
    services: [
      {
        title: 'Office Supplies',
        body: 'Paper, files, stationery and printer cartridges, delivered to your office the next working day.',
      },
      {
        title: 'Hardware and Tools',
        body: 'Hand and power tools, fasteners, paint and plumbing parts for builders and homeowners.',
      },
      {
        title: 'Refurbished Laptops and Phones',
        body: 'Tested, cleaned and graded devices with a six-month warranty and a fresh battery where needed.',
      },
      {
        title: 'Office Furniture',
        body: 'Desks, chairs, filing cabinets and school furniture, assembled on delivery.',
      },
      {
        title: 'Printing and Copying',
        body: 'Same-day printing, binding and laminating for businesses, schools and students.',
      },
      {
        title: 'School Stationery Packs',
        body: 'Ready-made packs that match each school\u2019s list, packed and labelled per learner.',
      },
      {
        title: 'Solar and Backup Power',
        body: 'Inverters, batteries, UPS units and solar lights to keep you working through load-shedding.',
      },
      {
        title: 'Device Repairs',
        body: 'Screen, battery and keyboard repairs for laptops and phones, usually within 48 hours.',
      },
      {
        title: 'Business Accounts',
        body: 'Monthly statements and 30-day terms for approved schools and companies.',
      },
    ],
    faqs: [
      {
        title: 'Do you deliver?',
        body: 'Yes. Delivery is free in Durban, Pinetown and Umhlanga on orders over R1 500, and we use a courier for the rest of KwaZulu-Natal.',
      },
      {
        title: 'What warranty do refurbished devices carry?',
        body: 'Every refurbished laptop and phone carries a six-month carry-in warranty covering hardware faults.',
      },
      {
        title: 'How do I open a business account?',
        body: 'Complete our credit application with your company registration, VAT number and two trade references; approval takes about three working days.',
      },
      {
        title: 'Can I return an item?',
        body: 'Unused items in their original packaging can be returned within 14 days with the till slip, in line with the Consumer Protection Act.',
      },
      {
        title: 'What are your trading hours?',
        body: 'Monday to Friday 08:00 to 17:30 and Saturday 08:00 to 13:00; closed on Sundays and public holidays.',
      },
    ],
    promotions: [
      {
        title: 'Back-to-School Packs',
        body: 'Order your complete stationery packs by 15 December and save 10%.',
      },
      {
        title: 'Load-Shedding Combo',
        body: 'A 1.2 kVA inverter with battery for your router and laptop, installed, from R6 499.',
      },
      {
        title: 'Trade-In Your Old Laptop',
        body: 'Get up to R1 500 off a refurbished laptop when you trade in your old working machine.',
      },
    ],
    goals: [],
  },
};

/** The demo tenants, in the order the local contract lists them. */
export const SEED_COMPANIES: SeedCompany[] = [
  baron,
  handsOfHope,
  school,
  mokoena,
  ubuntuTalent,
  vula,
];
