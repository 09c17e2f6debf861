<?php
/**
 * Plugin Name: Offline oEmbed
 * Description: The test WordPress has no network: oEmbed lookups of YouTube and Vimeo addresses are answered here (WordPress's `pre_oembed_result`, as Gutenberg's own end-to-end tests stub embeds) with the player a provider would send and a title of its own. With the option `eos_test_embeds_down` set to 1 every lookup fails, as when a provider does not answer.
 */
add_filter('pre_oembed_result', static function ($result, $url) {
    if (get_option('eos_test_embeds_down') === '1') {
        return false;
    }
    $url = (string) $url;
    if (preg_match('#(?:youtube\.com/watch\?v=|youtu\.be/)([\w-]{11})#', $url, $m)) {
        return sprintf('<iframe title="%s" width="500" height="281" src="https://www.youtube.com/embed/%s?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>', esc_attr('YouTube video ' . $m[1]), $m[1]);
    }
    if (preg_match('#vimeo\.com/(\d+)#', $url, $m)) {
        return sprintf('<iframe src="https://player.vimeo.com/video/%s?dnt=1&amp;app_id=122963" width="500" height="281" frameborder="0" allow="autoplay; fullscreen; picture-in-picture; clipboard-write" title="%s"></iframe>', $m[1], esc_attr('Vimeo video ' . $m[1]));
    }
    return $result;
}, 10, 2);
