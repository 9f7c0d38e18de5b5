import type { LegalDocs } from './types';

const updated = 'Effective from 1 December 2026';

export const en: LegalDocs = {
  'user-agreement': {
    title: 'User agreement',
    updated,
    intro: [
      'This agreement sets the terms on which you may use Slovo, a service for learning English vocabulary with photo cards, available as a website, an installable web app and a VK mini app (the “Service”). The Service is provided by its operator (the “Operator”).',
      'By opening the Service, starting as a guest, creating an account or logging in with VK or Yandex you accept this agreement. If you do not agree with it, please do not use the Service.',
    ],
    sections: [
      {
        heading: '1. Accounts',
        items: [
          'You may use the Service as a guest. A guest account lives in this browser only: logging out deletes it together with its progress, and it cannot be restored.',
          'A full account is created with an e-mail and a password, or through VK ID, Yandex ID or the VK mini app. You may link several of these ways to one account.',
          'Give a real e-mail address and keep your password secret. You are responsible for what is done under your account until you tell us that it was compromised.',
          'You must be at least 14 years old to create an account. If you are younger, ask a parent or guardian to accept this agreement for you.',
        ],
      },
      {
        heading: '2. What the Service offers',
        items: [
          'Daily photo cards with a word, a translation and an example; training sessions, a matching game and a vocabulary level test on the CEFR scale (A1–C2).',
          'Points and a winning streak that reflect your learning. Points have no monetary value, cannot be sold or exchanged, and may be recalculated if they were gained by a fault or abuse.',
          'Your own cards, which go through moderation before they are published to other users.',
          'The Service is provided “as is”. We work to keep it available and correct, but we do not promise that it will never be interrupted or that every translation and example is free of mistakes.',
        ],
      },
      {
        heading: '3. Your content',
        paragraphs: [
          'You keep the rights to the cards, examples, pictures and messages you add. By publishing a card you allow the Operator, free of charge and for as long as the card is public, to store it, adapt it for display and show it to other users of the Service.',
          'You confirm that you have the right to publish what you add and that it does not break the law or the rights of others.',
        ],
      },
      {
        heading: '4. Rules of conduct',
        items: [
          'Do not publish unlawful, offensive, discriminatory, sexual or violent content, advertising or spam, or other people’s personal data.',
          'Do not try to get around limits, moderation or security, to access other people’s accounts, or to disturb the Service with automated requests.',
          'Do not use the Service to collect information about other users.',
          'We may remove content and limit or close an account that breaks these rules. Where possible we will tell you why.',
        ],
      },
      {
        heading: '5. Personal data',
        paragraphs: [
          'How we process personal data is described in the Privacy policy. By creating an account you give the consent to personal data processing that is published in the Service.',
        ],
      },
      {
        heading: '6. Deleting the account',
        paragraphs: [
          'You may delete your account at any time in the profile. The account, its progress, cards and linked VK or Yandex accounts are deleted and cannot be restored. Cards that were published may remain visible to others without your name if other users already saved them.',
        ],
      },
      {
        heading: '7. Liability',
        paragraphs: [
          'The Service is a learning aid. To the extent allowed by law the Operator is not liable for indirect losses arising from its use or from interruptions. Nothing in this agreement limits rights that consumer protection law gives you.',
        ],
      },
      {
        heading: '8. Changes and contact',
        paragraphs: [
          'We may change this agreement. The current text is always available on this page with its effective date; for important changes we will also tell logged-in users in the Service. If you keep using the Service after a change takes effect, you accept the new text.',
          'Questions and complaints: write to us through “Message to support” in the settings. This agreement is governed by the law of the Russian Federation.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    updated,
    intro: [
      'This policy explains which personal data Slovo (the “Service”) processes, why, for how long and what your rights are. It is written in line with Federal Law No. 152-FZ “On Personal Data” of the Russian Federation. The Service’s operator (the “Operator”) is responsible for the processing.',
    ],
    sections: [
      {
        heading: '1. What we process',
        items: [
          'Account data: your name, e-mail address, a password stored only as a one-way hash (argon2id), the account’s language and time zone.',
          'Your avatar, if you upload one or if VK or Yandex provide a picture when you log in with them.',
          'Data of linked accounts: your VK user id (from the signed launch parameters of the mini app or from VK ID), your Yandex id, and the name and e-mail these services give us.',
          'Learning data: cards you know or learn, reviews, test results and level, points, streak and the cards you create.',
          'Messages you send to support and the e-mail you give to receive an answer.',
          'Technical data: session and access tokens, IP address and browser (user agent) for security and rate limits, error reports from the app, and the app version.',
        ],
      },
      {
        heading: '2. Why',
        items: [
          'To create your account, let you log in and keep you logged in (performance of the user agreement).',
          'To save and show your learning progress, points and streak on all your devices.',
          'To send service letters: e-mail confirmation, password reset and answers to your messages. We do not send advertising.',
          'To protect accounts and the Service: the login lock after failed attempts, rate limits, investigating errors and abuse (legitimate interest).',
        ],
      },
      {
        heading: '3. Legal grounds',
        paragraphs: [
          'We process data on the basis of your consent (the consent to personal data processing published in the Service), to perform the user agreement with you, and to meet legal obligations. You may withdraw the consent; then we delete the account, except data we must keep by law.',
        ],
      },
      {
        heading: '4. Storage and retention',
        items: [
          'Data is stored on servers located in the Russian Federation.',
          'Account and learning data: while the account exists. A guest account is deleted when the guest logs out.',
          'Confirmation codes and links: 24 hours; password reset links: 24 hours, single use.',
          'Support messages and error reports: up to 1 year; server logs: up to 30 days.',
          'After you delete the account its data is deleted within 30 days, including from backups as they rotate.',
        ],
      },
      {
        heading: '5. Who else sees the data',
        items: [
          'We do not sell personal data and do not give it to advertisers.',
          'Our hosting and e-mail delivery providers process data on our instructions, under a confidentiality obligation.',
          'VK and Yandex receive only what is needed to log you in through them; their own privacy policies apply to their side.',
          'We disclose data to state authorities only when the law requires it.',
        ],
      },
      {
        heading: '6. Cookies and local storage',
        paragraphs: [
          'The website uses a necessary session cookie and a CSRF protection cookie. The app keeps your language, theme and an encrypted copy of your profile in the browser’s storage so that it starts quickly; the encryption key never leaves the browser. Inside VK the app uses an access token instead of cookies. We do not use advertising or analytics cookies.',
        ],
      },
      {
        heading: '7. Your rights',
        items: [
          'See and correct your name, avatar and e-mail in the profile; delete the account there at any time.',
          'Ask what data we hold about you and get a copy, ask us to correct, block or delete it, and withdraw your consent — through “Message to support” in the settings. We answer within 10 working days.',
          'Complain to Roskomnadzor (the authority for the protection of personal data subjects’ rights) if you think we break the law.',
        ],
      },
      {
        heading: '8. Security and children',
        paragraphs: [
          'Passwords are hashed, connections use HTTPS, tokens and codes are stored hashed, and access to data is limited to the people who run the Service.',
          'The Service is not meant for children under 14 without the consent of a parent or guardian. If you learn that a child gave us data without it, write to us and we will delete it.',
        ],
      },
      {
        heading: '9. Changes',
        paragraphs: ['We publish every change of this policy on this page with its effective date.'],
      },
    ],
  },
  'privacy-agreement': {
    title: 'Consent to personal data processing',
    updated,
    intro: [
      'By creating an account in Slovo (the “Service”) — with an e-mail and password, through VK ID, Yandex ID or the VK mini app — or by sending a message to support, I freely, of my own will and in my own interest give the operator of the Service (the “Operator”) my consent to the processing of my personal data in accordance with Federal Law No. 152-FZ “On Personal Data”, on the following terms.',
    ],
    sections: [
      {
        heading: '1. Data covered',
        items: [
          'name, e-mail address, avatar image;',
          'VK user id and Yandex id, and the name and e-mail these services provide;',
          'account language and time zone;',
          'learning data: cards, reviews, test results and level, points and streak;',
          'texts of my messages to support;',
          'technical data: IP address, browser data, session and access tokens.',
        ],
      },
      {
        heading: '2. Purposes',
        items: [
          'registration and identification in the Service, including login through VK and Yandex;',
          'keeping and showing my learning progress;',
          'sending service letters (e-mail confirmation, password reset, answers to requests);',
          'security of the Service and prevention of abuse.',
        ],
      },
      {
        heading: '3. Actions with the data',
        paragraphs: [
          'Collection, recording, systematisation, accumulation, storage, clarification (updating, change), extraction, use, transfer (provision, access) to the persons named in the Privacy policy, blocking, deletion and destruction — with and without automation tools.',
        ],
      },
      {
        heading: '4. Term and withdrawal',
        paragraphs: [
          'The consent is valid until my account is deleted or until I withdraw it. I may withdraw it at any time by deleting the account in the profile or by a message through “Message to support” in the settings. After withdrawal the Operator stops processing and destroys the data within 30 days, except data that must be kept by law.',
          'I confirm that I have read the Privacy policy and the User agreement of the Service.',
        ],
      },
    ],
  },
};
