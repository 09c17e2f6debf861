<?php
/**
 * Plugin Name: Local mail server
 * Description: WordPress's mail goes by SMTP to the local mail catcher of scripts/wordpress.sh (wordpress/server/mail-catcher.py), which writes each message to $WP_STATE_DIR/mail/ as an .eml file. The way an office's WordPress reaches its own mail server (an SMTP plugin, or these lines with its host).
 */
add_action('phpmailer_init', static function ($phpmailer): void {
    if (!defined('EOS_SMTP_PORT') || (int) EOS_SMTP_PORT <= 0) {
        return;
    }
    $phpmailer->isSMTP();
    $phpmailer->Host = '127.0.0.1';
    // A test may send the mail to another port for a while (a mail server that is down): the option local_mail_test_port.
    $phpmailer->Port = (int) get_option('local_mail_test_port', 0) ?: (int) EOS_SMTP_PORT;
    $phpmailer->SMTPAuth = false;
    // The catcher offers no TLS; a production server would (SMTPSecure 'tls' on port 587).
    $phpmailer->SMTPAutoTLS = false;
    $phpmailer->Timeout = 10;
});
