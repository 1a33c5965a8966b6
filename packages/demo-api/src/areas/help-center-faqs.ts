/**
 * The help center's FAQ texts (spec 001 §3): five categories, our own questions and answers about
 * an imaginary marketplace of digital items (licenses, item support, prepaid credits, authors).
 * Placeholder text only, as the spec says; written for this package.
 */

export type FaqText = { question: string; answer: string };

export const FAQ_CATEGORIES: readonly { slug: string; title: string; faqs: readonly FaqText[] }[] = [
  {
    slug: 'most-asked',
    title: 'Most asked',
    faqs: [
      {
        question: 'Is there a free trial before I buy credits?',
        answer:
          'Yes. Every new account can try the workspace for 14 days without adding a payment method. When the trial ends your projects stay where they are; you only need credits to download new items.',
      },
      {
        question: 'What is the smallest amount of prepaid credit I can add?',
        answer:
          'The minimum top-up is 20 dollars (or the same amount in your local currency). Credits never expire while your account is open, and unused credit can be refunded on request.',
      },
      {
        question: 'Where do I find the items I have already bought?',
        answer:
          'Open your account menu and choose Downloads. Every item you have bought is listed there with its license, its version history and a button to download the latest release.',
      },
      {
        question: 'Can I use one item in more than one project?',
        answer:
          'It depends on the license. A regular license covers one end product; if you build several products with the same item, you need one license for each of them.',
      },
      {
        question: 'How do I reach the author of an item?',
        answer:
          'Use the Support tab on the item page. Your message goes straight to the author, who usually answers within two working days.',
      },
    ],
  },
  {
    slug: 'general-inquiries',
    title: 'General inquiries',
    faqs: [
      {
        question: 'Do I need an account to browse the marketplace?',
        answer:
          'No. Anyone can browse, search and preview items. You need an account to buy, to download, to rate an item or to ask its author for help.',
      },
      {
        question: 'Which languages does the marketplace support?',
        answer:
          'The interface is available in several languages, chosen from the menu at the top of every page. Item descriptions are written by their authors and may be in one language only.',
      },
      {
        question: 'How do I change the e-mail address of my account?',
        answer:
          'Go to Settings, then Account. Enter the new address and confirm it from the message we send there; until you confirm, the old address keeps working.',
      },
      {
        question: 'Can I close my account?',
        answer:
          'Yes, from Settings, Account, Close account. Your purchases stay licensed to you, but you will no longer be able to download them, so keep a copy of anything you need first.',
      },
      {
        question: 'Is my personal data shared with authors?',
        answer:
          'Authors see your username and the items you bought from them. They never see your e-mail address or your payment details unless you choose to send them.',
      },
    ],
  },
  {
    slug: 'licenses',
    title: 'Licenses',
    faqs: [
      {
        question: 'What is the difference between a regular and an extended license?',
        answer:
          'A regular license allows one end product that is given away or used without charging its users. An extended license allows one end product that is sold or charged for.',
      },
      {
        question: 'Does a license expire?',
        answer:
          'No. A license is granted once and lasts for as long as you use the item in the product you licensed it for, even if the item is later removed from the marketplace.',
      },
      {
        question: 'Can I transfer a license to a client?',
        answer:
          'Yes, when you build the end product for a client you may transfer the license to them. Tell the client which license they now hold and keep a note of the purchase code.',
      },
      {
        question: 'Where do I find my purchase code?',
        answer:
          'Each purchase code is shown next to the item on your Downloads page and in the license certificate you can download from there.',
      },
    ],
  },
  {
    slug: 'payments',
    title: 'Payments',
    faqs: [
      {
        question: 'Which payment methods are accepted?',
        answer:
          'You can pay by card, by bank transfer or with prepaid credit. Bank transfers take up to three working days to arrive; credits and cards are immediate.',
      },
      {
        question: 'Can I get an invoice with my company details?',
        answer:
          'Yes. Add your company name, address and tax number under Settings, Billing before you buy; every invoice issued afterwards carries them.',
      },
      {
        question: 'How do refunds work?',
        answer:
          'If an item does not work as described and its author cannot fix it, ask for a refund from the purchase page within 30 days. Approved refunds go back to the method you paid with.',
      },
      {
        question: 'Why was my payment declined?',
        answer:
          'Most declines come from the card issuer: a spending limit, an expired card or a billing address that does not match. Check those details or try another method.',
      },
      {
        question: 'Are prices shown with taxes?',
        answer:
          'Prices on item pages exclude sales tax. The tax that applies to your country is added at checkout, before you confirm the payment.',
      },
    ],
  },
  {
    slug: 'support',
    title: 'Support',
    faqs: [
      {
        question: 'What does item support include?',
        answer:
          'Item support covers answers to questions about the item, help with reported bugs and updates that keep it working. It does not include customisation or installation on your servers.',
      },
      {
        question: 'How long does item support last?',
        answer:
          'Every purchase includes six months of support from the author. You can extend it to twelve months at any time from the item page.',
      },
      {
        question: 'The author has not answered me. What can I do?',
        answer:
          'Authors usually answer within two working days. If a week goes by without an answer, write to us with the form on this help center and we will follow it up.',
      },
      {
        question: 'How do I report a security problem in an item?',
        answer:
          'Please do not post it in the public comments. Use the support form, choose the security topic and describe the problem; we forward it privately to the author.',
      },
    ],
  },
];
