import type { Locale } from '@/lib/i18n/locales';
import type { PageIntro } from './types';

/** Spec part 2 §2, "Circles demo page": decorative circle variants in four groups. */
export type CircleSize = 'large' | 'medium' | 'small' | 'interactive';
export type CircleStyle = 'solid' | 'outline' | 'gradient' | 'dashed' | 'ring' | 'pulse' | 'glow' | 'orbit';

export interface CircleVariant {
  id: string;
  name: string;
  description: string;
  look: CircleStyle;
}

export interface CirclesContent extends PageIntro {
  note: string;
  groups: { size: CircleSize; title: string; description: string; variants: CircleVariant[] }[];
  pressHint: string;
}

const uk: CirclesContent = {
  metaTitle: 'Декоративні кола',
  metaDescription: 'Внутрішня вітрина дизайн-системи сайту: декоративні кола великого, середнього й малого розміру та інтерактивні варіанти.',
  title: 'Декоративні кола',
  subtitle: 'Вітрина варіантів декоративних кіл, які використовуються на сторінках сайту.',
  note: 'Внутрішня сторінка для дизайнерів і розробників.',
  pressHint: 'Натисніть, щоб побачити анімацію',
  groups: [
    {
      size: 'large',
      title: 'Великі',
      description: 'Фонові акценти для героїчних блоків і розділів зі статистикою.',
      variants: [
        { id: 'large-solid', name: 'Суцільне темно-синє', description: 'Основний фоновий акцент за заголовком сторінки.', look: 'solid' },
        { id: 'large-gradient', name: 'Градієнтне', description: 'Плавний перехід від синього до червоного для святкових розділів.', look: 'gradient' },
        { id: 'large-outline', name: 'Контурне', description: 'Тонкий контур, що не відволікає від тексту.', look: 'outline' },
      ],
    },
    {
      size: 'medium',
      title: 'Середні',
      description: 'Акценти біля карток і цитат.',
      variants: [
        { id: 'medium-ring', name: 'Подвійне кільце', description: 'Два кільця для позначення партнерства.', look: 'ring' },
        { id: 'medium-dashed', name: 'Пунктирне', description: 'Пунктир для розділів «у процесі».', look: 'dashed' },
        { id: 'medium-solid', name: 'Золоте', description: 'Теплий акцент для досягнень і нагород.', look: 'solid' },
      ],
    },
    {
      size: 'small',
      title: 'Малі',
      description: 'Маркери списків, точки на хронології та декоративні розсипи.',
      variants: [
        { id: 'small-solid', name: 'Точка', description: 'Маркер події на хронології.', look: 'solid' },
        { id: 'small-outline', name: 'Порожня точка', description: 'Майбутня або неактивна подія.', look: 'outline' },
        { id: 'small-glow', name: 'Сяйна точка', description: 'Поточна подія, що привертає увагу.', look: 'glow' },
      ],
    },
    {
      size: 'interactive',
      title: 'Інтерактивні',
      description: 'Кола, що реагують на наведення, фокус і натискання.',
      variants: [
        { id: 'interactive-pulse', name: 'Пульсівне', description: 'Пульсує після натискання, щоб позначити новий вміст.', look: 'pulse' },
        { id: 'interactive-orbit', name: 'Орбіта', description: 'Мала точка обертається навколо кола.', look: 'orbit' },
        { id: 'interactive-glow', name: 'Підсвічування', description: 'Світіння посилюється при наведенні й фокусі.', look: 'glow' },
      ],
    },
  ],
};

const en: CirclesContent = {
  metaTitle: 'Decorative circles',
  metaDescription: 'An internal showcase of the site’s design system: large, medium and small decorative circles and interactive variants.',
  title: 'Decorative circles',
  subtitle: 'A showcase of the decorative circle variants used across the site.',
  note: 'An internal page for designers and developers.',
  pressHint: 'Press to see the animation',
  groups: [
    {
      size: 'large',
      title: 'Large',
      description: 'Background accents for hero blocks and statistics sections.',
      variants: [
        { id: 'large-solid', name: 'Solid navy', description: 'The main background accent behind a page title.', look: 'solid' },
        { id: 'large-gradient', name: 'Gradient', description: 'A smooth blend from navy to red for festive sections.', look: 'gradient' },
        { id: 'large-outline', name: 'Outline', description: 'A thin outline that keeps the text in focus.', look: 'outline' },
      ],
    },
    {
      size: 'medium',
      title: 'Medium',
      description: 'Accents next to cards and quotes.',
      variants: [
        { id: 'medium-ring', name: 'Double ring', description: 'Two rings that stand for partnership.', look: 'ring' },
        { id: 'medium-dashed', name: 'Dashed', description: 'A dashed line for sections in progress.', look: 'dashed' },
        { id: 'medium-solid', name: 'Gold', description: 'A warm accent for achievements and awards.', look: 'solid' },
      ],
    },
    {
      size: 'small',
      title: 'Small',
      description: 'List markers, timeline points and decorative scatters.',
      variants: [
        { id: 'small-solid', name: 'Dot', description: 'An event marker on the timeline.', look: 'solid' },
        { id: 'small-outline', name: 'Hollow dot', description: 'A future or inactive event.', look: 'outline' },
        { id: 'small-glow', name: 'Glowing dot', description: 'The current event, drawing attention.', look: 'glow' },
      ],
    },
    {
      size: 'interactive',
      title: 'Interactive',
      description: 'Circles that respond to hover, focus and press.',
      variants: [
        { id: 'interactive-pulse', name: 'Pulse', description: 'Pulses after a press to mark new content.', look: 'pulse' },
        { id: 'interactive-orbit', name: 'Orbit', description: 'A small dot circles around the ring.', look: 'orbit' },
        { id: 'interactive-glow', name: 'Highlight', description: 'The glow grows on hover and focus.', look: 'glow' },
      ],
    },
  ],
};

export const circlesContent: Record<Locale, CirclesContent> = { uk, en };
