<?php
/**
 * Packaging: `npm run plugin:zip` (scripts/plugin-zip.sh) builds a zip without tests that
 * WordPress's own Plugin_Upgrader installs into an empty plugins folder of a fresh WordPress
 * (fresh-site.php, table prefix zip_) and activates; the headers an office's WordPress reads are
 * there; `Requires PHP` is the newest PHP whose syntax or functions the code uses.
 */
final class PackageTest extends PHPUnit\Framework\TestCase
{
    private const PLUGIN = __DIR__ . '/../../exchange-office-site';

    public function test_the_zip_installs_through_plugin_upgrader_and_activates(): void
    {
        $root = dirname(__DIR__, 3);
        exec('bash ' . escapeshellarg("$root/scripts/plugin-zip.sh") . ' 2>&1', $output, $status);
        $this->assertSame(0, $status, implode("\n", $output));
        $zip = "$root/.tmp/exchange-office-site.zip";
        $plugins = sys_get_temp_dir() . '/eos-zip-' . getmypid();
        mkdir($plugins);
        try {
            $run = static fn (string ...$args) => json_decode((string) shell_exec(escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg(__DIR__ . '/fresh-site.php') . ' ' . implode(' ', array_map('escapeshellarg', $args)) . ' 2>&1'), true);
            $this->assertSame(['installed' => true], $run('install', 'zip_'));
            $result = $run('zip', 'zip_', $zip, $plugins);
            $this->assertIsArray($result);
            $this->assertTrue($result['installed'], implode("\n", $result['messages']));
            $this->assertSame('exchange-office-site/exchange-office-site.php', $result['plugin']);
            $this->assertTrue($result['activated'], (string) $result['error']);
            $this->assertTrue($result['active']);
            $this->assertContains('exchange-office-site/uninstall.php', $result['files']);
            $this->assertContains('exchange-office-site/readme.txt', $result['files']);
            $this->assertContains('exchange-office-site/languages/exchange-office-site.pot', $result['files']);
            $this->assertSame([], array_values(array_filter($result['files'], static fn ($f) => preg_match('#/tests?/|Test\.php$|phpunit#i', $f))), 'no tests in the zip');
            $this->assertSame(['Name' => 'Exchange Office Site', 'Version' => EOS_VERSION, 'RequiresPHP' => '8.1', 'RequiresWP' => '6.1', 'TextDomain' => 'exchange-office-site', 'DomainPath' => '/languages', 'UpdateURI' => 'false'], $result['header']);
            $this->assertEqualsCanonicalizing(['zip_eos_newsletter', 'zip_eos_revalidations', 'zip_eos_search'], $result['tables'], 'activation made the tables');
            $this->assertGreaterThan(20, $result['routes'], 'the contract’s routes answer');
        } finally {
            exec('rm -rf ' . escapeshellarg($plugins));
        }
    }

    public function test_readme_txt_has_the_standard_header_and_agrees_with_the_plugin_header(): void
    {
        $readme = (string) file_get_contents(self::PLUGIN . '/readme.txt');
        $header = get_file_data(self::PLUGIN . '/exchange-office-site.php', ['version' => 'Version', 'php' => 'Requires PHP', 'wp' => 'Requires at least']);
        $this->assertMatchesRegularExpression('/^=== Exchange Office Site ===$/m', $readme);
        // Tested up to the current release of the test command (scripts/wordpress-core.sh); the oldest is the plugin's "Requires at least".
        foreach (['Requires at least' => $header['wp'], 'Tested up to' => '6.8', 'Requires PHP' => $header['php'], 'Stable tag' => $header['version'], 'License' => 'GPLv2 or later'] as $field => $value) {
            $this->assertMatchesRegularExpression('/^' . preg_quote($field, '/') . ': ' . preg_quote($value, '/') . '$/m', $readme, $field);
        }
        $this->assertStringContainsString("== Changelog ==\n\n= {$header['version']} =", $readme);
    }

    /** Language features and functions by the PHP version that brought them (what this code could meet). */
    private const SINCE = [
        'T_MATCH' => '8.0', 'T_NULLSAFE_OBJECT_OPERATOR' => '8.0', 'mixed' => '8.0',
        'T_ENUM' => '8.1', 'T_READONLY' => '8.1', 'never' => '8.1', 'array_is_list' => '8.1', 'fsync' => '8.1',
        'json_validate' => '8.3', 'mb_str_pad' => '8.3', 'str_increment' => '8.3', 'array_find' => '8.4', 'array_any' => '8.4', 'array_all' => '8.4',
    ];

    public function test_requires_php_is_the_newest_php_the_code_needs(): void
    {
        $needed = '7.4';
        $where = [];
        $files = new RecursiveIteratorIterator(new RecursiveDirectoryIterator(self::PLUGIN, FilesystemIterator::SKIP_DOTS));
        foreach ($files as $file) {
            if ($file->getExtension() !== 'php') {
                continue;
            }
            foreach (token_get_all((string) file_get_contents($file->getPathname())) as $token) {
                if (!is_array($token)) {
                    continue;
                }
                $name = token_name($token[0]);
                $key = isset(self::SINCE[$name]) ? $name : ($token[0] === T_STRING && isset(self::SINCE[strtolower($token[1])]) ? strtolower($token[1]) : null);
                if ($key !== null && version_compare(self::SINCE[$key], $needed, '>=')) {
                    $where[self::SINCE[$key]][$key] = basename($file->getPathname());
                    $needed = self::SINCE[$key];
                }
            }
        }
        // PHP 8.2 parses readonly classes and true/false/null types without a token of their own.
        $this->assertSame(0, preg_match_all('/\breadonly\s+(final\s+)?class\b|\bfunction\s*\w*\s*\([^)]*\)\s*:\s*(true|false|null)\b/', implode('', array_map('file_get_contents', glob(self::PLUGIN . '/{,includes/,includes/*/}*.php', GLOB_BRACE)))));
        $declared = get_file_data(self::PLUGIN . '/exchange-office-site.php', ['php' => 'Requires PHP'])['php'];
        $this->assertSame($needed, $declared, 'needed for: ' . json_encode($where[$needed] ?? []));
    }
}
