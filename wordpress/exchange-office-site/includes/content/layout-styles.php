<?php
defined('ABSPATH') || exit;

/**
 * The layout WordPress writes for blocks outside their HTML: columns, galleries, rows, stacks and
 * grids get a class (`wp-container-…`, `wp-elements-…`) whose rules the style engine collects in
 * its `block-supports` store for the page's `core-block-supports` style. Each rendering reads the
 * rules of its own blocks (the store is emptied around it and restored after), so two items
 * rendered in one request each carry what they need.
 */
final class EOS_Layout_Styles
{
    private const STORE = 'block-supports';

    /**
     * @param callable(): string $render
     * @return array{0: string, 1: string} the HTML and its layout CSS
     */
    public static function collect(callable $render): array
    {
        if (!class_exists('WP_Style_Engine_CSS_Rules_Store')) {
            return [$render(), ''];
        }
        $store = WP_Style_Engine_CSS_Rules_Store::get_store(self::STORE);
        $kept = $store->get_all_rules();
        self::empty_store($store);
        try {
            $html = $render();
            $css = wp_style_engine_get_stylesheet_from_context(self::STORE, ['prettify' => false]);
        } finally {
            self::empty_store($store);
            foreach ($kept as $rule) {
                $group = method_exists($rule, 'get_rules_group') ? (string) $rule->get_rules_group() : '';
                $store->add_rule($rule->get_selector(), $group)?->add_declarations($rule->get_declarations());
            }
        }
        return [$html, trim((string) $css)];
    }

    /** The element the site looks for at the end of content HTML; nothing when there is no CSS. */
    public static function element(string $css): string
    {
        // The CSS is the style engine's own output; a `<` in it could only close the element early.
        return $css === '' ? '' : '<style data-eos-layout>' . str_replace('<', '\3C ', $css) . '</style>';
    }

    private static function empty_store(WP_Style_Engine_CSS_Rules_Store $store): void
    {
        foreach (array_keys($store->get_all_rules()) as $key) {
            $store->remove_rule($key);
        }
    }
}
