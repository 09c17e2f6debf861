<?php
/**
 * How many confirmation mails a flood of newsletter sign-ups makes the local WordPress send
 * (scripts/wordpress.sh): N sign-ups of N addresses, as the site forwards them (its write secret,
 * one visitor in X-Client-Address, or a new visitor each time with --visitors=each), over HTTP,
 * four at a time; the mails counted are the files the mail catcher wrote meanwhile.
 *
 *   php wordpress/server/measure-signups.php [--count=1000] [--visitors=one|each]
 *
 * WP_PORT and WP_STATE_DIR name the WordPress and its folder (wp.env, mail/). Prints a JSON line.
 */
if (PHP_SAPI !== 'cli') {
    exit(1);
}
$options = getopt('', ['count:', 'visitors:']);
$count = max(1, (int) ($options['count'] ?? 1000));
$each = ($options['visitors'] ?? 'one') === 'each';
$state = rtrim(getenv('WP_STATE_DIR') ?: dirname(__DIR__, 2) . '/.wordpress', '/');
$env = parse_ini_file("$state/wp.env") ?: [];
$url = rtrim((string) ($env['CMS_API_URL'] ?? ''), '/') . '/fulbright-react/v1/newsletter-subscribe';
$mails = static fn (): int => count(glob("$state/mail/*.eml") ?: []);
$before = $mails();
$tag = bin2hex(random_bytes(3));
$statuses = [];
$started = microtime(true);
$multi = curl_multi_init();
for ($i = 0; $i < $count; $i += 4) {
    $handles = [];
    for ($j = $i; $j < min($count, $i + 4); $j++) {
        $handle = curl_init($url);
        curl_setopt_array($handle, [
            CURLOPT_POST => true,
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_TIMEOUT => 30,
            CURLOPT_HTTPHEADER => ['Content-Type: application/json', 'X-Write-Secret: ' . ($env['CMS_WRITE_SECRET'] ?? ''), 'X-Client-Address: 203.0.113.' . ($each ? ($j % 250) . ".$tag-$j" : "77.$tag")],
            CURLOPT_POSTFIELDS => json_encode(['email' => "flood-$tag-$j@example.org", 'lang' => 'uk', 'page' => '/uk/news', 'consent' => 'Consent shown']),
        ]);
        curl_multi_add_handle($multi, $handle);
        $handles[] = $handle;
    }
    do {
        curl_multi_exec($multi, $running);
        curl_multi_select($multi, 1.0);
    } while ($running > 0);
    foreach ($handles as $handle) {
        $statuses[] = (int) curl_getinfo($handle, CURLINFO_RESPONSE_CODE);
        curl_multi_remove_handle($multi, $handle);
        curl_close($handle);
    }
}
$seconds = microtime(true) - $started;
sleep(2);
$by_status = array_count_values($statuses);
ksort($by_status);
echo json_encode(['sign_ups' => $count, 'visitors' => $each ? 'a new one each' : 'one', 'answers' => $by_status, 'mails' => $mails() - $before, 'seconds' => round($seconds, 1)]) . "\n";
