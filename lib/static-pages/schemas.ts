import { z } from 'zod';

/** Building blocks of the hard-coded pages' copy (§3 "Static sample entities"). */
export const text = z.string().trim().min(1);
/** A path of the site without its language ('/programs'), made local by the page. */
export const sitePath = z.string().regex(/^\/[\w\-/]*$/);
/** A file under public/ ('/images/…', '/files/…'); a test checks that it exists. */
export const publicFile = z.string().regex(/^\/[\w\-./]+\.\w+$/);

/** A list that must not be empty. */
export const list = <T extends z.ZodType>(item: T) => z.array(item).min(1);

export const figureSchema = z.strictObject({ value: text, label: text });

/** What every hard-coded page starts with: its metadata and its heading. */
export const pageIntro = { metaTitle: text, metaDescription: text, title: text, subtitle: text };

/** A titled card: a heading and a sentence. */
export const titledTextSchema = z.strictObject({ title: text, text });

/** Programme (title, description, deadline, eligibility, image, link). */
export const sampleProgrammeSchema = z.strictObject({
  title: text,
  description: text,
  deadline: text,
  eligibility: text,
  image: publicFile,
  link: sitePath,
});

/** Event (title, date, time, location, description, registration). */
export const sampleEventSchema = z.strictObject({
  title: text,
  date: text,
  time: text,
  location: text,
  description: text,
  registration: sitePath,
});

/** News item (title, date, excerpt, image, link). */
export const sampleNewsSchema = z.strictObject({ title: text, date: text, excerpt: text, image: publicFile, link: sitePath });

/** FAQ (question, answer). */
export const sampleFaqSchema = z.strictObject({ question: text, answer: text });

/** Testimonial (quote, author, position, program, image). */
export const sampleTestimonialSchema = z.strictObject({ quote: text, author: text, position: text, program: text, image: publicFile });
