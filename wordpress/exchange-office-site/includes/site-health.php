<?php
defined('ABSPATH') || exit;

/**
 * Tools → Site Health: does the site answer its webhook, and does it take the plugin's secret?
 * The probe is a call with the secret and a body that names nothing: the site answers 400 for
 * it once the secret matched (and refreshes nothing), 401 for a wrong secret, 503 when the site
 * has no secret of its own. And the other way round: were the site's writes (newsletter, contact,
 * views) refused for their secret lately (EOS_Write_Refusals)? The plugin's other test
 * (EOS_Mail_Site_Health) is listed and answered the same way, through add_test() and result().
 */
final class EOS_Site_Health
{
    public const TEST = 'eos_site_webhook';
    public const WRITES_TEST = 'eos_site_writes';

    public static function boot(): void
    {
        self::add_test(self::TEST, static fn () => __('The public site takes revalidation calls', 'exchange-office-site'), [self::class, 'test'], EOS_Modules::REVALIDATION);
        self::add_test(self::WRITES_TEST, static fn () => __('The public site’s forms reach WordPress', 'exchange-office-site'), [self::class, 'writes_test'], EOS_Modules::ROUTES);
    }

    /**
     * Lists a direct test of the plugin's in Site Health (this class's and EOS_Mail_Site_Health's):
     * named by $label (a function: boot() runs before the translations are loaded), run by $callback;
     * with $module, only while that module is on.
     */
    public static function add_test(string $test, callable $label, callable $callback, ?string $module = null): void
    {
        add_filter('site_status_tests', static function (array $tests) use ($test, $label, $callback, $module): array {
            if ($module === null || EOS_Modules::on($module)) {
                $tests['direct'][$test] = ['label' => $label(), 'test' => $callback];
            }
            return $tests;
        });
    }

    /**
     * A result of one of the plugin's Site Health tests (this class's and EOS_Mail_Site_Health's):
     * the plugin's badge, blue when good, else $bad_color; the description; links to where it is
     * put right ($links: address => name).
     * @param array<string, string> $links
     * @return array{label: string, status: string, badge: array, description: string, actions: string, test: string}
     */
    public static function result(string $test, string $status, string $label, string $description, array $links, string $bad_color = 'red'): array
    {
        $link = static fn (string $url, string $name) => '<a href="' . esc_url($url) . '">' . esc_html($name) . '</a>';
        return [
            'label' => $label,
            'status' => $status,
            'badge' => ['label' => __('Exchange Office Site', 'exchange-office-site'), 'color' => $status === 'good' ? 'blue' : $bad_color],
            'description' => '<p>' . esc_html($description) . '</p>',
            'actions' => '<p>' . implode(' · ', array_map($link, array_keys($links), $links)) . '</p>',
            'test' => $test,
        ];
    }

    /** A result of this class's tests, with links to the settings (and the log, for the webhook's). */
    private static function own_result(string $test, string $status, string $label, string $description): array
    {
        $links = [admin_url('options-general.php?page=eos-settings') => __('Settings → The public site', 'exchange-office-site')];
        if ($test === self::TEST) {
            $links[admin_url('tools.php?page=eos-webhook-log')] = __('Site refresh log', 'exchange-office-site');
        }
        return self::result($test, $status, $label, $description, $links);
    }

    /** @return array{label: string, status: string, badge: array, description: string, actions: string, test: string} */
    public static function test(): array
    {
        $result = static fn (string $status, string $label, string $description) => self::own_result(self::TEST, $status, $label, $description);
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

    /**
     * Writes refused for their secret within EOS_Write_Refusals::WINDOW: a wrong secret means the
     * two settings differ (critical); none at all, that the site sends none or someone else posts.
     * @return array{label: string, status: string, badge: array, description: string, actions: string, test: string}
     */
    public static function writes_test(): array
    {
        $result = static fn (string $status, string $label, string $description) => self::own_result(self::WRITES_TEST, $status, $label, $description);
        $hours = (int) (EOS_Write_Refusals::WINDOW / HOUR_IN_SECONDS);
        $wrong = EOS_Write_Refusals::recent(EOS_Write_Refusals::WRONG);
        $missing = EOS_Write_Refusals::recent(EOS_Write_Refusals::MISSING);
        // $message: how many were refused (%1$d), in how many hours (%2$d), the last when (%3$s).
        $refused = static fn (array $seen, string $status, string $label, string $message) => $result($status, $label, sprintf(
            $message,
            $seen['count'],
            $hours,
            wp_date(get_option('date_format') . ' ' . get_option('time_format'), $seen['last'])
        ));
        if (EOS_Settings::get('write_secret') === '') {
            return $result($wrong || $missing ? 'critical' : 'recommended', __('WordPress has no secret for the site’s forms', 'exchange-office-site'), __('Newsletter sign-ups, contact messages and view counts from the public site are refused until the secret for the site’s forms is set in the settings, with the same value as CMS_WRITE_SECRET on the site.', 'exchange-office-site'));
        }
        if ($wrong) {
            $label = __('The public site’s secret for its forms differs', 'exchange-office-site');
            /* translators: 1: number of submissions, 2: hours, 3: date and time of the last one */
            return $refused($wrong, 'critical', $label, _n('%1$d submission of the public site (a newsletter sign-up, a contact message or a view count) was refused in the last %2$d hours, the last at %3$s, because its secret differs from the “Secret for the site’s forms” in the settings. Give both the same value: that setting here and CMS_WRITE_SECRET on the site.', '%1$d submissions of the public site (newsletter sign-ups, contact messages, view counts) were refused in the last %2$d hours, the last at %3$s, because their secret differs from the “Secret for the site’s forms” in the settings. Give both the same value: that setting here and CMS_WRITE_SECRET on the site.', $wrong['count'], 'exchange-office-site'));
        }
        if ($missing) {
            $label = __('Submissions arrive without the secret', 'exchange-office-site');
            /* translators: 1: number of submissions, 2: hours, 3: date and time of the last one */
            return $refused($missing, 'recommended', $label, _n('%1$d submission was refused in the last %2$d hours, the last at %3$s, because it came without a secret. If the public site’s forms fail, set CMS_WRITE_SECRET on the site to the “Secret for the site’s forms” here; otherwise someone other than the site sends them, and nothing needs to be done.', '%1$d submissions were refused in the last %2$d hours, the last at %3$s, because they came without a secret. If the public site’s forms fail, set CMS_WRITE_SECRET on the site to the “Secret for the site’s forms” here; otherwise someone other than the site sends them, and nothing needs to be done.', $missing['count'], 'exchange-office-site'));
        }
        return $result('good', __('The public site’s forms reach WordPress', 'exchange-office-site'), sprintf(
            /* translators: %d: hours */
            __('No submission of the public site was refused for its secret in the last %d hours.', 'exchange-office-site'),
            $hours
        ));
    }
}
