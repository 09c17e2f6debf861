<?php
/**
 * Plugin Name: Local mail log
 * Description: This local WordPress has no mail server: wp_mail() writes each message to .wordpress/mail.log.
 */
add_filter('pre_wp_mail', static function ($short, array $atts) {
    $dir = defined('EOS_INSTANCE_DIR') ? EOS_INSTANCE_DIR : WP_CONTENT_DIR;
    $line = wp_json_encode(['at' => gmdate('c'), 'to' => $atts['to'], 'subject' => $atts['subject'], 'message' => $atts['message']], JSON_UNESCAPED_UNICODE);
    file_put_contents("$dir/mail.log", $line . "\n", FILE_APPEND | LOCK_EX);
    return true;
}, 10, 2);
