/**
 * The inline styles WordPress writes into content that lay it out, and the values each may take:
 * a column's width, a spacer's height, a caption's or a resized image's width, a cover's height and
 * overlay, a media-and-text's proportions, classic text alignment, block spacing. Colours and font
 * sizes an editor picked are not among them: content takes the site's typography and colours.
 */
const LENGTH = /^(0|auto|-?\d+(\.\d+)?(px|em|rem|%|vh|vw|svh|dvh))$/;
const SPACING = /^(0|-?\d+(\.\d+)?(px|em|rem|%)|var\(--wp--preset--spacing--\d+\))$/;
const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*)?\))$/i;
const TRACK = /^((\d+(\.\d+)?(%|px|fr)|auto)(\s+|$))+$/;

const spacing = {
  'padding-top': [SPACING], 'padding-right': [SPACING], 'padding-bottom': [SPACING], 'padding-left': [SPACING],
  'margin-top': [SPACING], 'margin-bottom': [SPACING],
};
const textAlign = { 'text-align': [/^(left|right|center|justify)$/] };

export const ALLOWED_STYLES: Record<string, Record<string, RegExp[]>> = {
  div: { 'flex-basis': [LENGTH], width: [LENGTH], height: [LENGTH], 'min-height': [LENGTH], 'grid-template-columns': [TRACK], ...spacing, ...textAlign },
  figure: { width: [LENGTH], ...spacing },
  img: { width: [LENGTH], height: [LENGTH], 'aspect-ratio': [/^(auto|\d+(\.\d+)?(\s*\/\s*\d+(\.\d+)?)?)$/], 'object-fit': [/^(cover|contain|fill|none|scale-down)$/], 'object-position': [/^\d+(\.\d+)?% \d+(\.\d+)?%$/] },
  span: { 'background-color': [COLOUR] },
  video: { width: [LENGTH], height: [LENGTH] },
  p: textAlign, h1: textAlign, h2: textAlign, h3: textAlign, h4: textAlign, h5: textAlign, h6: textAlign,
  td: textAlign, th: textAlign, li: textAlign,
};
