/**
 * Demo job postings (issue 2: at least 36 jobs over at least 6 categories, varied fields, at least 3 closed).
 * `daysAgo` is turned into the `posted` date at seeding time so the board always looks current.
 */
export interface SeedJob {
  title: string;
  company: string;
  location: string;
  salary: string;
  type: 'Full-time' | 'Part-time' | 'Contract' | 'Temporary' | 'Internship';
  experience: string;
  category: string;
  author: string;
  skills: string[];
  summary: string;
  duties: string[];
  daysAgo: number;
  featured?: boolean;
  closed?: boolean;
}

export const SEED_CATEGORIES = [
  'Software Engineering',
  'Data & AI',
  'Cloud & DevOps',
  'Finance & Accounting',
  'Sales & Marketing',
  'Human Resources',
  'Customer Support',
  'Healthcare',
] as const;

export const SEED_AUTHORS = ['Sarah Mitchell', 'Omar Haddad', 'Ayesha Khan', 'James Porter', 'Lena Fischer'] as const;

export const SEED_JOBS: SeedJob[] = [
  {
    title: 'Senior Full-Stack Engineer (React & Node.js)', company: 'Northwind Fintech', location: 'London, UK',
    salary: '£85,000 - £100,000', type: 'Full-time', experience: '5+ years', category: 'Software Engineering',
    author: 'Sarah Mitchell', skills: ['React', 'Node.js', 'TypeScript', 'PostgreSQL'], daysAgo: 1, featured: true,
    summary: 'Northwind is rebuilding its payments dashboard and needs a senior engineer who enjoys owning features from database to browser.',
    duties: ['Design and ship customer-facing features in React and Node.js', 'Review code and mentor two mid-level engineers', 'Work with product on discovery and estimates'],
  },
  {
    title: 'Backend Developer (Go)', company: 'Desert Logistics', location: 'Dubai, UAE',
    salary: 'AED 28,000 - 35,000 / month', type: 'Full-time', experience: '3-5 years', category: 'Software Engineering',
    author: 'Omar Haddad', skills: ['Go', 'gRPC', 'Kafka', 'PostgreSQL'], daysAgo: 2,
    summary: 'A fast-growing logistics platform tracking 40,000 shipments a day is hiring a backend developer for its routing team.',
    duties: ['Build and operate high-throughput Go services', 'Model shipment events on Kafka', 'Improve observability and on-call runbooks'],
  },
  {
    title: 'Frontend Engineer', company: 'Helio Health', location: 'Remote (Europe)',
    salary: '€60,000 - €72,000', type: 'Full-time', experience: '2-4 years', category: 'Software Engineering',
    author: 'Lena Fischer', skills: ['React', 'TypeScript', 'Accessibility', 'Testing Library'], daysAgo: 3, featured: true,
    summary: 'Helio builds patient booking software used by 900 clinics; accessibility is a requirement, not a nice-to-have.',
    duties: ['Build accessible booking flows', 'Own the component library', 'Write tests that catch regressions before release'],
  },
  {
    title: 'Mobile Developer (Flutter)', company: 'Souq Express', location: 'Riyadh, Saudi Arabia',
    salary: 'SAR 22,000 - 27,000 / month', type: 'Full-time', experience: '3+ years', category: 'Software Engineering',
    author: 'Omar Haddad', skills: ['Flutter', 'Dart', 'Firebase', 'REST APIs'], daysAgo: 5,
    summary: 'Souq Express delivers groceries in under 30 minutes across three cities and is growing its mobile team.',
    duties: ['Ship features to iOS and Android from one Flutter codebase', 'Improve app start-up time and crash rate', 'Pair with designers on new checkout flows'],
  },
  {
    title: 'Junior PHP Developer', company: 'Indus Web Studio', location: 'Lahore, Pakistan',
    salary: 'PKR 150,000 - 200,000 / month', type: 'Full-time', experience: '0-2 years', category: 'Software Engineering',
    author: 'Ayesha Khan', skills: ['PHP', 'Laravel', 'MySQL', 'Git'], daysAgo: 6,
    summary: 'A friendly agency team building e-commerce sites for UK retailers is looking for a junior developer to train and grow.',
    duties: ['Build Laravel features with guidance from a senior developer', 'Fix bugs reported by clients', 'Write clear pull request descriptions'],
  },
  {
    title: 'QA Automation Engineer', company: 'Northwind Fintech', location: 'Manchester, UK',
    salary: '£55,000 - £65,000', type: 'Contract', experience: '3+ years', category: 'Software Engineering',
    author: 'Sarah Mitchell', skills: ['Playwright', 'TypeScript', 'CI/CD', 'API testing'], daysAgo: 8,
    summary: 'Six-month contract, likely to extend, to build the end-to-end test suite of a regulated payments product.',
    duties: ['Automate browser and API tests with Playwright', 'Make the CI pipeline fast and reliable', 'Coach developers on testable design'],
  },
  {
    title: 'Data Scientist', company: 'Crescent Retail Group', location: 'Dubai, UAE',
    salary: 'AED 30,000 - 38,000 / month', type: 'Full-time', experience: '3-5 years', category: 'Data & AI',
    author: 'Omar Haddad', skills: ['Python', 'scikit-learn', 'SQL', 'Forecasting'], daysAgo: 2, featured: true,
    summary: 'Crescent runs 120 stores in the Gulf and wants better demand forecasts for fresh produce.',
    duties: ['Build and validate forecasting models', 'Explain results to category managers', 'Put models into production with the data engineering team'],
  },
  {
    title: 'Machine Learning Engineer', company: 'Atlas AI Labs', location: 'Remote',
    salary: '$140,000 - $170,000', type: 'Full-time', experience: '5+ years', category: 'Data & AI',
    author: 'James Porter', skills: ['Python', 'PyTorch', 'MLOps', 'Kubernetes'], daysAgo: 4,
    summary: 'Atlas trains document-understanding models for insurers and needs an engineer to take models from notebook to production.',
    duties: ['Build training and evaluation pipelines', 'Serve models with low latency', 'Monitor drift and data quality'],
  },
  {
    title: 'Data Engineer', company: 'Meridian Bank', location: 'New York, USA',
    salary: '$125,000 - $145,000', type: 'Full-time', experience: '4+ years', category: 'Data & AI',
    author: 'James Porter', skills: ['Spark', 'Airflow', 'dbt', 'Snowflake'], daysAgo: 9,
    summary: 'Meridian is moving its reporting off nightly batch jobs and needs a data engineer who cares about data quality.',
    duties: ['Build reliable pipelines with Airflow and dbt', 'Define data contracts with source teams', 'Reduce warehouse cost'],
  },
  {
    title: 'BI Analyst', company: 'Crescent Retail Group', location: 'Abu Dhabi, UAE',
    salary: 'AED 18,000 - 22,000 / month', type: 'Full-time', experience: '2+ years', category: 'Data & AI',
    author: 'Omar Haddad', skills: ['Power BI', 'SQL', 'Excel', 'Storytelling'], daysAgo: 12,
    summary: 'Turn sales and stock data into dashboards that store managers actually use.',
    duties: ['Build and maintain Power BI dashboards', 'Answer ad-hoc questions from the commercial team', 'Document metric definitions'],
  },
  {
    title: 'Data Annotation Lead', company: 'Atlas AI Labs', location: 'Karachi, Pakistan',
    salary: 'PKR 250,000 - 320,000 / month', type: 'Full-time', experience: '3+ years', category: 'Data & AI',
    author: 'Ayesha Khan', skills: ['Team leadership', 'Quality control', 'Labelbox', 'English'], daysAgo: 20, closed: true,
    summary: 'Lead a team of twelve annotators labelling insurance documents for model training.',
    duties: ['Plan and assign annotation work', 'Run quality reviews', 'Report throughput and accuracy weekly'],
  },
  {
    title: 'DevOps Engineer (AWS)', company: 'Desert Logistics', location: 'Dubai, UAE',
    salary: 'AED 32,000 - 40,000 / month', type: 'Full-time', experience: '4+ years', category: 'Cloud & DevOps',
    author: 'Omar Haddad', skills: ['AWS', 'Terraform', 'Kubernetes', 'GitHub Actions'], daysAgo: 1, featured: true,
    summary: 'Own the platform that runs 60 services, from Terraform modules to the deployment pipeline.',
    duties: ['Maintain EKS clusters and Terraform modules', 'Cut deployment time and cloud cost', 'Lead incident reviews'],
  },
  {
    title: 'Site Reliability Engineer', company: 'Meridian Bank', location: 'Remote (US)',
    salary: '$135,000 - $160,000', type: 'Full-time', experience: '5+ years', category: 'Cloud & DevOps',
    author: 'James Porter', skills: ['SRE', 'Prometheus', 'Linux', 'Incident management'], daysAgo: 7,
    summary: 'Keep online banking available for 2 million customers while the bank moves to the cloud.',
    duties: ['Define SLOs with product teams', 'Automate toil away', 'Improve alerting and on-call health'],
  },
  {
    title: 'Cloud Security Engineer', company: 'Helio Health', location: 'Berlin, Germany',
    salary: '€75,000 - €90,000', type: 'Full-time', experience: '4+ years', category: 'Cloud & DevOps',
    author: 'Lena Fischer', skills: ['Azure', 'IAM', 'ISO 27001', 'Threat modelling'], daysAgo: 10,
    summary: 'Patient data must stay safe: help Helio harden its Azure estate and pass its next ISO 27001 audit.',
    duties: ['Review cloud architecture for risks', 'Automate security checks in CI', 'Run threat-modelling sessions'],
  },
  {
    title: 'Platform Engineer (Contract)', company: 'Souq Express', location: 'Riyadh, Saudi Arabia',
    salary: 'SAR 1,800 / day', type: 'Contract', experience: '5+ years', category: 'Cloud & DevOps',
    author: 'Omar Haddad', skills: ['GCP', 'Kubernetes', 'Helm', 'ArgoCD'], daysAgo: 15,
    summary: 'Three-month engagement to move 20 services to GitOps with ArgoCD.',
    duties: ['Design the GitOps repository layout', 'Migrate services one by one', 'Train the in-house team'],
  },
  {
    title: 'Linux Systems Administrator', company: 'Indus Web Studio', location: 'Lahore, Pakistan',
    salary: 'PKR 220,000 - 280,000 / month', type: 'Full-time', experience: '3+ years', category: 'Cloud & DevOps',
    author: 'Ayesha Khan', skills: ['Linux', 'Nginx', 'Bash', 'Backups'], daysAgo: 25, closed: true,
    summary: 'Look after 80 client web servers, their backups and their certificates.',
    duties: ['Patch and monitor servers', 'Test restores every month', 'Automate routine tasks with Bash and Ansible'],
  },
  {
    title: 'Financial Controller', company: 'Gulf Trading Holdings', location: 'Dubai, UAE',
    salary: 'AED 45,000 - 55,000 / month', type: 'Full-time', experience: '10+ years', category: 'Finance & Accounting',
    author: 'Omar Haddad', skills: ['IFRS', 'Consolidation', 'ACCA/CPA', 'SAP'], daysAgo: 3, featured: true,
    summary: 'Lead finance for a trading group with entities in five countries.',
    duties: ['Own monthly close and group consolidation', 'Manage a team of eight accountants', 'Work with auditors and banks'],
  },
  {
    title: 'Accounts Payable Specialist', company: 'Meridian Bank', location: 'New York, USA',
    salary: '$58,000 - $66,000', type: 'Full-time', experience: '2+ years', category: 'Finance & Accounting',
    author: 'James Porter', skills: ['Accounts payable', 'NetSuite', 'Reconciliation', 'Excel'], daysAgo: 6,
    summary: 'Process supplier invoices accurately and on time for the bank\'s operations division.',
    duties: ['Process and match invoices', 'Reconcile supplier statements', 'Answer supplier queries'],
  },
  {
    title: 'Tax Manager', company: 'Harbour & Reed LLP', location: 'London, UK',
    salary: '£70,000 - £82,000', type: 'Full-time', experience: '6+ years', category: 'Finance & Accounting',
    author: 'Sarah Mitchell', skills: ['Corporate tax', 'VAT', 'CTA', 'Client management'], daysAgo: 11,
    summary: 'Advise owner-managed businesses on corporate tax and VAT in a growing mid-size firm.',
    duties: ['Manage a portfolio of corporate clients', 'Review returns prepared by the team', 'Lead advisory projects'],
  },
  {
    title: 'Payroll Officer (Part-time)', company: 'Helio Health', location: 'Amsterdam, Netherlands',
    salary: '€2,400 / month (24 hours a week)', type: 'Part-time', experience: '2+ years', category: 'Finance & Accounting',
    author: 'Lena Fischer', skills: ['Payroll', 'Dutch labour law', 'AFAS', 'Confidentiality'], daysAgo: 14,
    summary: 'Run monthly payroll for 350 employees in the Netherlands, three days a week.',
    duties: ['Prepare and check the monthly payroll', 'Handle starters, leavers and changes', 'Answer employee payroll questions'],
  },
  {
    title: 'Finance Intern', company: 'Gulf Trading Holdings', location: 'Abu Dhabi, UAE',
    salary: 'AED 6,000 / month', type: 'Internship', experience: 'Entry Level', category: 'Finance & Accounting',
    author: 'Omar Haddad', skills: ['Excel', 'Accounting basics', 'Attention to detail'], daysAgo: 18,
    summary: 'A six-month internship in group finance for a recent accounting or finance graduate.',
    duties: ['Support the month-end close', 'Prepare reconciliations', 'Help with audit requests'],
  },
  {
    title: 'B2B Sales Executive', company: 'Desert Logistics', location: 'Riyadh, Saudi Arabia',
    salary: 'SAR 15,000 / month + commission', type: 'Full-time', experience: '3+ years', category: 'Sales & Marketing',
    author: 'Omar Haddad', skills: ['B2B sales', 'Negotiation', 'CRM', 'Arabic & English'], daysAgo: 2,
    summary: 'Win logistics contracts with retailers and manufacturers across the Kingdom.',
    duties: ['Build and work a pipeline of mid-size accounts', 'Prepare proposals with operations', 'Close and hand over new clients'],
  },
  {
    title: 'Digital Marketing Manager', company: 'Souq Express', location: 'Dubai, UAE',
    salary: 'AED 25,000 - 30,000 / month', type: 'Full-time', experience: '5+ years', category: 'Sales & Marketing',
    author: 'Omar Haddad', skills: ['Performance marketing', 'Google Ads', 'Meta Ads', 'Analytics'], daysAgo: 4, featured: true,
    summary: 'Lead paid acquisition for the UAE launch with a monthly budget of AED 1.5 million.',
    duties: ['Plan and run paid campaigns', 'Own acquisition cost targets', 'Manage two specialists and an agency'],
  },
  {
    title: 'Content Marketing Specialist', company: 'Atlas AI Labs', location: 'Remote',
    salary: '$65,000 - $78,000', type: 'Full-time', experience: '2-4 years', category: 'Sales & Marketing',
    author: 'James Porter', skills: ['Copywriting', 'SEO', 'B2B SaaS', 'Interviewing'], daysAgo: 9,
    summary: 'Write case studies and guides that help insurance teams understand document AI.',
    duties: ['Interview customers and write case studies', 'Plan the editorial calendar', 'Measure what content brings leads'],
  },
  {
    title: 'Account Manager', company: 'Harbour & Reed LLP', location: 'London, UK',
    salary: '£42,000 - £48,000', type: 'Full-time', experience: '2+ years', category: 'Sales & Marketing',
    author: 'Sarah Mitchell', skills: ['Account management', 'Upselling', 'Salesforce'], daysAgo: 13,
    summary: 'Look after 40 business clients and help them use more of the firm\'s services.',
    duties: ['Hold quarterly reviews with clients', 'Spot and pass on new opportunities', 'Keep Salesforce up to date'],
  },
  {
    title: 'Sales Development Representative', company: 'Meridian Bank', location: 'Austin, USA',
    salary: '$55,000 + commission', type: 'Full-time', experience: '0-2 years', category: 'Sales & Marketing',
    author: 'James Porter', skills: ['Prospecting', 'Cold calling', 'HubSpot'], daysAgo: 30, closed: true,
    summary: 'Book first meetings for the business banking team.',
    duties: ['Research and contact prospects', 'Qualify leads', 'Book meetings for account executives'],
  },
  {
    title: 'HR Business Partner', company: 'Gulf Trading Holdings', location: 'Dubai, UAE',
    salary: 'AED 30,000 - 36,000 / month', type: 'Full-time', experience: '7+ years', category: 'Human Resources',
    author: 'Omar Haddad', skills: ['Employee relations', 'UAE labour law', 'Workforce planning', 'CIPD'], daysAgo: 5,
    summary: 'Partner with the commercial and operations leaders of a 1,200-person group.',
    duties: ['Advise leaders on organisation and people issues', 'Lead the annual performance cycle', 'Handle complex employee relations cases'],
  },
  {
    title: 'Talent Acquisition Specialist', company: 'Atlas AI Labs', location: 'Karachi, Pakistan',
    salary: 'PKR 200,000 - 260,000 / month', type: 'Full-time', experience: '2+ years', category: 'Human Resources',
    author: 'Ayesha Khan', skills: ['Technical sourcing', 'Interviewing', 'LinkedIn Recruiter', 'ATS'], daysAgo: 7,
    summary: 'Hire engineers and data scientists for a team that will double this year.',
    duties: ['Source and screen technical candidates', 'Run structured interviews', 'Improve the candidate experience'],
  },
  {
    title: 'HR Coordinator (Temporary)', company: 'Helio Health', location: 'Berlin, Germany',
    salary: '€3,200 / month', type: 'Temporary', experience: '1+ years', category: 'Human Resources',
    author: 'Lena Fischer', skills: ['HR administration', 'German', 'Onboarding', 'Personio'], daysAgo: 16,
    summary: 'Nine-month maternity cover in a busy people team.',
    duties: ['Prepare contracts and onboarding packs', 'Keep employee records in Personio', 'Coordinate training sessions'],
  },
  {
    title: 'Learning & Development Manager', company: 'Meridian Bank', location: 'New York, USA',
    salary: '$110,000 - $125,000', type: 'Full-time', experience: '6+ years', category: 'Human Resources',
    author: 'James Porter', skills: ['Program design', 'Leadership development', 'LMS', 'Facilitation'], daysAgo: 21,
    summary: 'Build the bank\'s first leadership programme for new managers.',
    duties: ['Design and run leadership programmes', 'Choose and run the learning platform', 'Measure programme impact'],
  },
  {
    title: 'Customer Support Agent (Arabic & English)', company: 'Souq Express', location: 'Riyadh, Saudi Arabia',
    salary: 'SAR 8,000 - 9,500 / month', type: 'Full-time', experience: '1+ years', category: 'Customer Support',
    author: 'Omar Haddad', skills: ['Arabic', 'English', 'Zendesk', 'Empathy'], daysAgo: 1,
    summary: 'Help customers by chat and phone when an order does not go to plan.',
    duties: ['Answer chats, calls and e-mails', 'Resolve delivery and refund issues', 'Flag recurring problems to operations'],
  },
  {
    title: 'Technical Support Engineer', company: 'Northwind Fintech', location: 'Lahore, Pakistan',
    salary: 'PKR 230,000 - 300,000 / month', type: 'Full-time', experience: '2+ years', category: 'Customer Support',
    author: 'Ayesha Khan', skills: ['SQL', 'APIs', 'Troubleshooting', 'Jira'], daysAgo: 8,
    summary: 'Be the expert merchants reach when a payment integration misbehaves.',
    duties: ['Investigate API and integration issues', 'Reproduce bugs and write clear tickets', 'Write help-centre articles'],
  },
  {
    title: 'Customer Success Manager', company: 'Helio Health', location: 'Remote (Europe)',
    salary: '€55,000 - €65,000', type: 'Full-time', experience: '3+ years', category: 'Customer Support',
    author: 'Lena Fischer', skills: ['Onboarding', 'Healthcare SaaS', 'Renewals', 'German or Dutch'], daysAgo: 12,
    summary: 'Make sure clinics get value from Helio from their first week.',
    duties: ['Onboard new clinics', 'Run business reviews', 'Own renewals for a portfolio of 120 clinics'],
  },
  {
    title: 'Call Centre Team Leader', company: 'Meridian Bank', location: 'Manchester, UK',
    salary: '£34,000 - £38,000', type: 'Full-time', experience: '3+ years', category: 'Customer Support',
    author: 'Sarah Mitchell', skills: ['Team leadership', 'Coaching', 'KPIs', 'FCA conduct rules'], daysAgo: 19,
    summary: 'Lead a team of 14 advisers in the bank\'s customer contact centre.',
    duties: ['Coach advisers with call reviews', 'Manage rotas and service levels', 'Handle escalated complaints'],
  },
  {
    title: 'Registered Nurse (ICU)', company: 'Al Noor Hospital', location: 'Abu Dhabi, UAE',
    salary: 'AED 16,000 - 20,000 / month + housing', type: 'Full-time', experience: '3+ years', category: 'Healthcare',
    author: 'Omar Haddad', skills: ['Critical care', 'DOH licence', 'BLS/ACLS', 'Patient safety'], daysAgo: 3, featured: true,
    summary: 'Join a 24-bed intensive care unit in a JCI-accredited hospital; relocation and housing provided.',
    duties: ['Deliver critical care to adult patients', 'Work with the multidisciplinary team', 'Mentor newly qualified nurses'],
  },
  {
    title: 'Medical Laboratory Technologist', company: 'Al Noor Hospital', location: 'Dubai, UAE',
    salary: 'AED 12,000 - 15,000 / month', type: 'Full-time', experience: '2+ years', category: 'Healthcare',
    author: 'Omar Haddad', skills: ['Clinical chemistry', 'Haematology', 'DHA licence', 'Quality control'], daysAgo: 10,
    summary: 'Run routine and urgent tests in a busy hospital laboratory.',
    duties: ['Process and analyse samples', 'Run quality controls', 'Keep accurate records'],
  },
  {
    title: 'Clinical Pharmacist', company: 'Helio Health', location: 'Amsterdam, Netherlands',
    salary: '€68,000 - €78,000', type: 'Full-time', experience: '4+ years', category: 'Healthcare',
    author: 'Lena Fischer', skills: ['Clinical pharmacy', 'Medication safety', 'BIG registration'], daysAgo: 17,
    summary: 'Advise the product team on medication workflows in Helio\'s clinical software.',
    duties: ['Review medication features for safety', 'Write clinical content', 'Support clinic customers with medication questions'],
  },
  {
    title: 'Locum General Practitioner', company: 'Harbour & Reed Medical', location: 'London, UK',
    salary: '£95 / hour', type: 'Temporary', experience: '3+ years', category: 'Healthcare',
    author: 'Sarah Mitchell', skills: ['GMC registration', 'General practice', 'EMIS'], daysAgo: 28, closed: true,
    summary: 'Flexible locum sessions across three practices in south London.',
    duties: ['Run morning and afternoon clinics', 'Handle home visits when needed', 'Keep accurate notes in EMIS'],
  },
  {
    title: 'Healthcare Recruitment Coordinator', company: 'Al Noor Hospital', location: 'Remote',
    salary: '$3,500 / month', type: 'Part-time', experience: '1+ years', category: 'Healthcare',
    author: 'Ayesha Khan', skills: ['Credential checks', 'Scheduling', 'English', 'Organisation'], daysAgo: 22,
    summary: 'Coordinate licensing and travel for nurses relocating to the UAE.',
    duties: ['Track licence applications', 'Book flights and housing', 'Keep candidates informed at every step'],
  },
  {
    title: 'Engineering Manager', company: 'Northwind Fintech', location: 'Remote (UK)',
    salary: '£110,000 - £125,000', type: 'Full-time', experience: '8+ years', category: 'Software Engineering',
    author: 'Sarah Mitchell', skills: ['People management', 'System design', 'Delivery', 'Hiring'], daysAgo: 26,
    summary: 'Lead two product teams of 12 engineers through a period of fast growth.',
    duties: ['Grow and support engineers', 'Run delivery across two teams', 'Hire great people'],
  },
];
