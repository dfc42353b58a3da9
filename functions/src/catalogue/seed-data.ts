/**
 * Demo clients, staff, suppliers and catalogue of the general business (Vula Trading, Durban)
 * and the legal practice (Mokoena Attorneys, Sandton). Money as people type it (rands with
 * commas); the seed parses it like the screens' input. ID numbers are made up.
 */

export type SeedCatalogue = {
  emis: string;
  categories: Array<{ name: string; description?: string }>;
  suppliers: Array<{
    name: string;
    contactPerson: string;
    phone: string;
    email?: string;
    address?: string;
    city?: string;
    code?: string;
  }>;
  staff: Array<{
    name: string;
    idNumber: string;
    phone: string;
    email?: string;
    city?: string;
    address?: string;
  }>;
  clients: Array<{
    name: string;
    clientReference: string;
    phone?: string;
    institution?: string;
    position?: string;
    email?: string;
    address?: string;
    city?: string;
    postalCode?: string;
    notes?: Array<{ title: string; body: string; date: string }>;
  }>;
  /** `received`: the first receiving (with the product); `more`: later receivings. */
  products: Array<{
    name: string;
    code: string;
    cost: string;
    price: string;
    category: string;
    supplier: string;
    list: 'Yes' | 'No';
    received: number;
    /** Issue 28: the reorder level; the shop's demo has a few products at or below theirs. */
    reorder_level?: number;
    date: string;
    more?: Array<{ quantity: number; cost?: string; date: string }>;
  }>;
  services: Array<{
    name: string;
    code: string;
    cost: string;
    price: string;
    category: string;
    list: 'Yes' | 'No';
  }>;
  transportations: Array<{ name: string; unitCost: string; unitPrice: string; category: string }>;
};

export const CATALOGUE_SEED: SeedCatalogue[] = [
  {
    emis: 'vula-trading',
    categories: [
      { name: 'Stationery', description: 'Paper, pens, files and desk supplies' },
      { name: 'Printer Consumables', description: 'Ink cartridges, toner and drums' },
      { name: 'Hardware', description: 'Tools, electrical and maintenance supplies' },
      { name: 'Office Furniture', description: 'Chairs, desks and storage' },
      { name: 'Refurbished Tech', description: 'Tested and warranted laptops and phones' },
      { name: 'Workshop Services', description: 'Installations, repairs and assembly' },
      { name: 'Delivery', description: 'Deliveries from the Durban and Pinetown stores' },
    ],
    suppliers: [
      {
        name: 'Umgeni Paper Merchants',
        contactPerson: 'Priya Moodley',
        phone: '031 555 0412',
        email: 'orders@umgenipaper.co.za',
        address: '18 Umgeni Business Park, Springfield',
        city: 'Durban',
        code: '4091',
      },
      {
        name: 'Berea Toner and Tech Supplies',
        contactPerson: 'Themba Mthethwa',
        phone: '031 555 0876',
        email: 'sales@bereatoner.co.za',
        address: '402 Florida Road, Morningside',
        city: 'Durban',
        code: '4001',
      },
      {
        name: 'Pinetown Hardware Wholesale',
        contactPerson: 'Johan Botha',
        phone: '031 555 0230',
        email: 'trade@pthardware.co.za',
        address: '7 Kings Road, Pinetown',
        city: 'Pinetown',
        code: '3610',
      },
      {
        name: 'Msunduzi Office Furniture',
        contactPerson: 'Nomvula Dube',
        phone: '033 555 0199',
        email: 'nomvula@msunduzifurniture.co.za',
        address: '55 Willowton Road',
        city: 'Pietermaritzburg',
        code: '3201',
      },
    ],
    staff: [
      {
        name: 'Lindiwe Mkhize',
        idNumber: '9104120456081',
        phone: '072 555 0311',
        email: 'lindiwe@vulatrading.co.za',
        city: 'Durban',
        address: '12 Sydenham Road, Sydenham',
      },
      {
        name: 'Rajesh Govender',
        idNumber: '8708255123087',
        phone: '083 555 0467',
        email: 'rajesh@vulatrading.co.za',
        city: 'Pinetown',
        address: '31 Crompton Street, Pinetown',
      },
      {
        name: 'Ayanda Ngcobo',
        idNumber: '9512035891084',
        phone: '061 555 0282',
        city: 'Umlazi',
        address: 'V 1043 Umlazi Township',
      },
    ],
    clients: [
      {
        name: 'Umlazi Comprehensive High School',
        clientReference: 'EMIS-500211834',
        phone: '031 555 0716',
        institution: 'Umlazi Comprehensive High School',
        position: 'Mrs T. Zungu (Bursar)',
        email: 'bursar@umlazicomp.co.za',
        address: 'Section AA, Umlazi',
        city: 'Durban',
        postalCode: '4031',
      },
      {
        name: 'Glenwood Dental Practice',
        clientReference: '2014/087321/21',
        phone: '031 555 0943',
        institution: 'Glenwood Dental Practice Inc.',
        position: 'Dr K. Reddy',
        email: 'admin@glenwooddental.co.za',
        address: '230 Bulwer Road, Glenwood',
        city: 'Durban',
        postalCode: '4001',
      },
      {
        name: 'Naidoo & Pillay Accountants',
        clientReference: '2009/011456/07',
        phone: '031 555 0588',
        institution: 'Naidoo & Pillay Chartered Accountants',
        position: 'Vanessa Pillay (Office Manager)',
        email: 'office@naidoopillay.co.za',
        address: '9th Floor, 10 Kingsmead Boulevard',
        city: 'Durban',
        postalCode: '4001',
      },
      {
        name: 'Sibusiso Mthembu',
        clientReference: '8806185234082',
        phone: '079 555 0134',
        email: 'sibusiso.mthembu@webmail.co.za',
        address: '44 Ridge Road, Berea',
        city: 'Durban',
        postalCode: '4001',
      },
      {
        name: 'Thandeka Zulu',
        clientReference: '9309240712085',
        phone: '066 555 0470',
        institution: 'Zulu Beauty Studio',
        position: 'Owner',
        email: 'thandeka@zulubeauty.co.za',
        address: '17 Old Main Road, Kloof',
        city: 'Kloof',
        postalCode: '3610',
      },
      {
        name: 'Berea Community Clinic',
        clientReference: 'NPO-087-554',
        phone: '031 555 0802',
        institution: 'Berea Community Health NPC',
        position: 'Sister P. Mabaso',
        email: 'clinic@bereahealth.org.za',
        address: '3 Musgrave Road, Berea',
        city: 'Durban',
        postalCode: '4001',
      },
      {
        name: 'Kwame Events (Pty) Ltd',
        clientReference: '2019/412908/07',
        phone: '082 555 0651',
        institution: 'Kwame Events',
        position: 'Kwame Asante (Director)',
        email: 'bookings@kwameevents.co.za',
        address: 'Unit 4, Riverhorse Valley Business Estate',
        city: 'Durban',
        postalCode: '4017',
      },
    ],
    products: [
      {
        name: 'A4 Copy Paper 80gsm (Ream of 500)',
        code: 'PAP-A4-80',
        cost: '62.50',
        price: '89.99',
        category: 'Stationery',
        supplier: 'Umgeni Paper Merchants',
        list: 'Yes',
        received: 100,
        reorder_level: 20,
        date: '2026-10-01',
        more: [{ quantity: 60, cost: '61.00', date: '2026-11-02' }],
      },
      {
        name: 'Blue Ballpoint Pens (Box of 50)',
        code: 'PEN-BL-50',
        cost: '95.00',
        price: '149.90',
        category: 'Stationery',
        supplier: 'Umgeni Paper Merchants',
        list: 'Yes',
        received: 40,
        date: '2026-10-01',
      },
      {
        name: 'Lever Arch File A4 (Black)',
        code: 'FIL-LA-BK',
        cost: '28.00',
        price: '44.95',
        category: 'Stationery',
        supplier: 'Umgeni Paper Merchants',
        list: 'Yes',
        received: 60,
        date: '2026-10-03',
      },
      {
        name: 'HP 305 Black Ink Cartridge',
        code: 'INK-HP305-BK',
        cost: '165.00',
        price: '239.99',
        category: 'Printer Consumables',
        supplier: 'Berea Toner and Tech Supplies',
        list: 'Yes',
        received: 25,
        date: '2026-10-06',
        more: [{ quantity: 12, date: '2026-11-10' }],
      },
      {
        name: 'Brother TN-2420 Toner Cartridge',
        code: 'TON-TN2420',
        cost: '780.00',
        price: '1,099.00',
        category: 'Printer Consumables',
        supplier: 'Berea Toner and Tech Supplies',
        list: 'Yes',
        received: 10,
        reorder_level: 12,
        date: '2026-10-06',
      },
      {
        name: 'Claw Hammer 450g',
        code: 'HW-HAM-450',
        cost: '85.00',
        price: '139.00',
        category: 'Hardware',
        supplier: 'Pinetown Hardware Wholesale',
        list: 'No',
        received: 18,
        date: '2026-10-08',
      },
      {
        name: 'Extension Cord 5m 4-Way',
        code: 'HW-EXT-5M4',
        cost: '120.00',
        price: '199.99',
        category: 'Hardware',
        supplier: 'Pinetown Hardware Wholesale',
        list: 'Yes',
        received: 22,
        date: '2026-10-08',
      },
      {
        name: 'Ergonomic Mesh Office Chair',
        code: 'FRN-CHR-MSH',
        cost: '1,450.00',
        price: '2,299.00',
        category: 'Office Furniture',
        supplier: 'Msunduzi Office Furniture',
        list: 'Yes',
        received: 6,
        reorder_level: 8,
        date: '2026-10-14',
      },
      {
        // Sold out: on the products list, not on the in-stock list.
        name: 'Refurbished Samsung Galaxy A52',
        code: 'RT-SAM-A52',
        cost: '2,600.00',
        price: '3,999.00',
        category: 'Refurbished Tech',
        supplier: 'Berea Toner and Tech Supplies',
        list: 'No',
        received: 0,
        date: '2026-10-20',
      },
    ],
    services: [
      {
        name: 'Printer Installation and Setup',
        code: 'SRV-PRN-INST',
        cost: '200.00',
        price: '450.00',
        category: 'Workshop Services',
        list: 'Yes',
      },
      {
        name: 'Laptop Screen Replacement (labour)',
        code: 'SRV-LAP-SCR',
        cost: '350.00',
        price: '750.00',
        category: 'Workshop Services',
        list: 'Yes',
      },
      {
        name: 'Office Furniture Assembly (per item)',
        code: 'SRV-FRN-ASM',
        cost: '80.00',
        price: '180.00',
        category: 'Workshop Services',
        list: 'No',
      },
      {
        name: 'Data Recovery (standard)',
        code: 'SRV-DATA-STD',
        cost: '400.00',
        price: '950.00',
        category: 'Workshop Services',
        list: 'Yes',
      },
    ],
    transportations: [
      {
        name: 'Delivery within eThekwini (per trip)',
        unitCost: '90.00',
        unitPrice: '150.00',
        category: 'Delivery',
      },
      {
        name: 'Delivery outside eThekwini (per km)',
        unitCost: '5.20',
        unitPrice: '8.50',
        category: 'Delivery',
      },
    ],
  },
  {
    emis: 'mokoena-attorneys',
    categories: [
      { name: 'Legal Services', description: 'Fees for advice, drafting and representation' },
      { name: 'Disbursements', description: 'Costs paid on the client\u2019s behalf' },
      { name: 'File Stationery', description: 'Files, binding and copies charged to matters' },
      { name: 'Travel', description: 'Travel to court, deeds office and clients' },
    ],
    suppliers: [
      {
        name: 'Sandton Legal Stationers',
        contactPerson: 'Refilwe Motaung',
        phone: '011 555 0734',
        email: 'orders@sandtonlegalstat.co.za',
        address: '8 Fredman Drive, Sandown',
        city: 'Sandton',
        code: '2196',
      },
      {
        name: 'Rivonia Print and Bind',
        contactPerson: 'Craig Jacobs',
        phone: '011 555 0318',
        email: 'craig@rivoniaprint.co.za',
        address: '350 Rivonia Boulevard, Rivonia',
        city: 'Johannesburg',
        code: '2128',
      },
      {
        name: 'Gauteng Digital Supplies',
        contactPerson: 'Fatima Essop',
        phone: '012 555 0257',
        email: 'fatima@gpdigital.co.za',
        address: '120 Lynnwood Road, Brooklyn',
        city: 'Pretoria',
        code: '0181',
      },
    ],
    staff: [
      {
        name: 'Kagiso Sithole',
        idNumber: '9602145328089',
        phone: '071 555 0613',
        email: 'kagiso@mokoenalaw.co.za',
        city: 'Johannesburg',
        address: '22 Jan Smuts Avenue, Parktown',
      },
      {
        name: 'Marelize Pretorius',
        idNumber: '8411300089083',
        phone: '082 555 0745',
        email: 'marelize@mokoenalaw.co.za',
        city: 'Sandton',
        address: '6 Katherine Street, Sandown',
      },
      {
        name: 'Tshepo Mahlangu',
        idNumber: '9907075612086',
        phone: '060 555 0398',
        city: 'Soweto',
        address: '1876 Vilakazi Street, Orlando West',
      },
    ],
    clients: [
      {
        name: 'Thabo Molefe',
        clientReference: '7803155678083',
        phone: '082 555 0871',
        email: 'thabo.molefe@webmail.co.za',
        address: '14 Rivonia Road, Morningside',
        city: 'Sandton',
        postalCode: '2196',
        notes: [
          {
            title: 'Consultation: lease dispute',
            body: 'Client brought the lease and three months of arrears letters. Letter of demand to the landlord to go out this week.',
            date: '2026-10-12 10:30:00',
          },
          {
            title: 'Follow-up call',
            body: 'Landlord\u2019s attorneys asked for 14 days to respond. Diarised for 2026-11-05.',
            date: '2026-10-22 15:00:00',
          },
        ],
      },
      {
        name: 'Lerato Dlamini',
        clientReference: '8907230234086',
        phone: '073 555 0226',
        email: 'lerato.dlamini@inbox.co.za',
        address: '5 Vilakazi Street, Orlando West',
        city: 'Soweto',
        postalCode: '1804',
        notes: [
          {
            title: 'Estate late Mr S. Dlamini',
            body: 'Death certificate and will received. Report the estate to the Master within 14 days.',
            date: '2026-11-03 09:00:00',
          },
        ],
      },
      {
        name: 'Pieter van der Merwe',
        clientReference: '6501045123081',
        phone: '083 555 0904',
        email: 'pieter@vdmfarms.co.za',
        address: 'Plot 27, Hennops River Road',
        city: 'Centurion',
        postalCode: '0157',
      },
      {
        name: 'Ayesha Patel',
        clientReference: '9211110345082',
        phone: '084 555 0462',
        institution: 'Patel Pharmacy',
        position: 'Owner',
        email: 'ayesha@patelpharmacy.co.za',
        address: '88 Main Road, Fordsburg',
        city: 'Johannesburg',
        postalCode: '2092',
      },
      {
        name: 'Sipho Nkosi',
        clientReference: '8012255789084',
        phone: '076 555 0189',
        email: 'sipho.nkosi@mailbox.co.za',
        address: '301 Church Street, Hatfield',
        city: 'Pretoria',
        postalCode: '0083',
      },
      {
        name: 'Khumalo Holdings (Pty) Ltd',
        clientReference: '2016/223145/07',
        phone: '011 555 0960',
        institution: 'Khumalo Holdings',
        position: 'Zanele Khumalo (CEO)',
        email: 'legal@khumaloholdings.co.za',
        address: '4th Floor, 90 Grayston Drive',
        city: 'Sandton',
        postalCode: '2196',
      },
    ],
    products: [
      {
        name: 'Lever Arch File A4',
        code: 'FS-LAF-A4',
        cost: '27.50',
        price: '45.00',
        category: 'File Stationery',
        supplier: 'Sandton Legal Stationers',
        list: 'No',
        received: 80,
        date: '2026-10-02',
      },
      {
        name: 'Court Bundle Binding (per bundle)',
        code: 'FS-BND',
        cost: '35.00',
        price: '85.00',
        category: 'File Stationery',
        supplier: 'Rivonia Print and Bind',
        list: 'No',
        received: 50,
        date: '2026-10-02',
        more: [{ quantity: 30, date: '2026-11-04' }],
      },
      {
        name: 'Index Tab Dividers (set of 10)',
        code: 'FS-TAB-10',
        cost: '12.00',
        price: '25.00',
        category: 'File Stationery',
        supplier: 'Sandton Legal Stationers',
        list: 'No',
        received: 100,
        date: '2026-10-05',
      },
      {
        name: 'Certified Copy Pack (10 pages)',
        code: 'FS-CERT-10',
        cost: '15.00',
        price: '60.00',
        category: 'File Stationery',
        supplier: 'Rivonia Print and Bind',
        list: 'No',
        received: 200,
        date: '2026-10-05',
      },
      {
        name: 'Archive Box (file storage)',
        code: 'FS-ARC-BOX',
        cost: '22.00',
        price: '40.00',
        category: 'File Stationery',
        supplier: 'Sandton Legal Stationers',
        list: 'No',
        received: 40,
        date: '2026-10-09',
      },
      {
        name: 'Legal Pad A4 Ruled',
        code: 'FS-PAD-A4',
        cost: '18.50',
        price: '32.00',
        category: 'File Stationery',
        supplier: 'Sandton Legal Stationers',
        list: 'No',
        received: 60,
        date: '2026-10-09',
      },
      {
        name: 'USB Flash Drive 32GB (evidence copy)',
        code: 'DS-USB-32',
        cost: '65.00',
        price: '120.00',
        category: 'Disbursements',
        supplier: 'Gauteng Digital Supplies',
        list: 'No',
        received: 15,
        date: '2026-10-16',
      },
      {
        name: 'Registered Mail Envelope',
        code: 'DS-REG-ENV',
        cost: '4.50',
        price: '12.00',
        category: 'Disbursements',
        supplier: 'Sandton Legal Stationers',
        list: 'No',
        received: 150,
        date: '2026-10-16',
      },
    ],
    services: [
      {
        name: 'Consultation (per hour)',
        code: 'LS-CONS-HR',
        cost: '0',
        price: '1,850.00',
        category: 'Legal Services',
        list: 'Yes',
      },
      {
        name: 'Drafting of a Will',
        code: 'LS-WILL',
        cost: '0',
        price: '2,500.00',
        category: 'Legal Services',
        list: 'Yes',
      },
      {
        name: 'Letter of Demand',
        code: 'LS-LOD',
        cost: '0',
        price: '1,200.00',
        category: 'Legal Services',
        list: 'Yes',
      },
      {
        name: 'Commissioning of Documents',
        code: 'LS-COMM',
        cost: '0',
        price: '150.00',
        category: 'Legal Services',
        list: 'No',
      },
    ],
    transportations: [
      {
        name: 'Travel per km (AA rate)',
        unitCost: '4.18',
        unitPrice: '4.84',
        category: 'Travel',
      },
      {
        name: 'Court attendance travel: Pretoria High Court (return)',
        unitCost: '320.00',
        unitPrice: '650.00',
        category: 'Travel',
      },
    ],
  },
];
