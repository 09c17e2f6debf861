<?php
/** Polylang's public functions (polylang/include/api.php), kept in memory for PolylangTest. */
function pll_get_post_language($post_id, $field = 'slug')
{
    return $GLOBALS['pll_stub']['lang'][$post_id] ?? false;
}
function pll_set_post_language($post_id, $lang)
{
    $GLOBALS['pll_stub']['lang'][$post_id] = $lang;
}
function pll_get_post_translations($post_id)
{
    foreach ($GLOBALS['pll_stub']['groups'] as $group) {
        if (in_array($post_id, $group, true)) {
            return $group;
        }
    }
    $lang = pll_get_post_language($post_id);
    return $lang ? [$lang => $post_id] : [];
}
function pll_save_post_translations($arr)
{
    $GLOBALS['pll_stub']['groups'] = array_values(array_filter($GLOBALS['pll_stub']['groups'], static fn ($g) => !array_intersect($g, $arr)));
    $GLOBALS['pll_stub']['groups'][] = $arr;
    return $arr;
}
