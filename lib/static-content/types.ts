/** Shapes of the hard-coded static pages (spec part 2 §2, §3 "Static sample entities"). */

export interface Figure {
  value: string;
  label: string;
}

export interface PageIntro {
  metaTitle: string;
  metaDescription: string;
  title: string;
  subtitle: string;
}

/** Spec §3: programme (title, description, deadline, eligibility, image, link). */
export interface SampleProgramme {
  title: string;
  description: string;
  deadline: string;
  eligibility: string;
  image: string;
  link: string;
}

/** Spec §3: event (title, date, time, location, description, registration). */
export interface SampleEvent {
  title: string;
  date: string;
  time: string;
  location: string;
  description: string;
  registration: string;
}

/** Spec §3: news item (title, date, excerpt, image, link). */
export interface SampleNews {
  title: string;
  date: string;
  excerpt: string;
  image: string;
  link: string;
}

/** Spec §3: FAQ (question, answer). */
export interface SampleFaq {
  question: string;
  answer: string;
}

/** Spec §3: testimonial (quote, author, position, program, image). */
export interface SampleTestimonial {
  quote: string;
  author: string;
  position: string;
  program: string;
  image: string;
}
