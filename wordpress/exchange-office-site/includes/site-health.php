<?php
defined('ABSPATH') || exit;

/**
 * Tools → Site Health: does the site answer its webhook, and does it take the plugin's secret?
 * The probe is a call with the secret and a body that names nothing: the site answers 400 for
 * it once the secret matched (and refreshes nothing), 401 for a wrong secret, 503 when the site
 * has no secret of its own.
 */
final class EOS_Site_Health
{
    public const TEST = 'eos_site_webhook';

    public static function boot(): void
    {
        add_filter('site_status_tests', static function (array $tests): array {
            $tests['direct'][self::TEST] = ['label' => __('The public site takes revalidation calls', 'exchange-office-site'), 'test' => [self::class, 'test']];
            return $tests;
        });
    }

    /** @return array{label: string, status: string, badge: array, description: string, actions: string, test: string} */
    public static function test(): array
    {
        $result = static fn (string $status, string $label, string $description) => [
            'label' => $label,
            'status' => $status,
            'badge' => ['label' => __('Exchange Office Site', 'exchange-office-site'), 'color' => $status === 'good' ? 'blue' : 'red'],
            'description' => '<p>' . esc_html($description) . '</p>',
            'actions' => '<p><a href="' . esc_url(admin_url('options-general.php?page=eos-settings')) . '">' . esc_html__('Settings → The public site', 'exchange-office-site') . '</a> · <a href="' . esc_url(admin_url('tools.php?page=eos-webhook-log')) . '">' . esc_html__('Site refresh log', 'exchange-office-site') . '</a></p>',
            'test' => self::TEST,
        ];
        if (!EOS_Webhook::configured()) {
            return $result('critical', __('The public site is not set up', 'exchange-office-site'), __('The site URL or the webhook secret is empty: changes made here never reach the site until it refreshes by itself (within 5 minutes).', 'exchange-office-site'));
        }
        $answer = EOS_Webhook::post(new stdClass());
        return match (true) {
            $answer === 400 => $result('good', __('The public site takes revalidation calls', 'exchange-office-site'), __('The site answered and accepted the webhook secret.', 'exchange-office-site')),
            $answer === 401 => $result('critical', __('The public site refuses the webhook secret', 'exchange-office-site'), __('The webhook secret in the settings differs from the site’s REVALIDATE_SECRET: no change made here refreshes the site.', 'exchange-office-site')),
            $answer === 503 => $result('critical', __('The public site has no webhook secret', 'exchange-office-site'), __('The site’s REVALIDATE_SECRET is not set: it refuses every revalidation call.', 'exchange-office-site')),
            is_string($answer) => $result('critical', __('The public site does not answer', 'exchange-office-site'), sprintf(
                /* translators: 1: site URL, 2: error message */
                __('WordPress could not reach %1$s (%2$s). Changes wait in the revalidation log and are sent again.', 'exchange-office-site'),
                EOS_Settings::get('site_url'),
                $answer
            )),
            default => $result('recommended', __('The public site answers its webhook unexpectedly', 'exchange-office-site'), sprintf(
                /* translators: %d: HTTP status */
                __('The site answered the probe with status %d instead of 400.', 'exchange-office-site'),
                $answer
            )),
        };
    }
}
