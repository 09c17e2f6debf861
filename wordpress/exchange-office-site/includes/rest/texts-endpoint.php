<?php
defined('ABSPATH') || exit;

/**
 * The Site texts over REST, for editors' scripts and tools (an application password with the
 * rights of the Site texts page, `edit_pages`): GET `exchange-office-site/v1/texts/{record}?lang=`
 * reads a record, POST changes the fields it names and leaves the others as they are. A save
 * revalidates the site like a save on the Site texts page.
 */
final class EOS_Texts_Endpoint
{
    public const NAMESPACE = 'exchange-office-site/v1';

    public static function boot(): void
    {
        add_action('rest_api_init', [self::class, 'register']);
    }

    public static function register(): void
    {
        $args = ['lang' => ['required' => true, 'type' => 'string', 'enum' => EOS_Languages::LANGS]];
        register_rest_route(self::NAMESPACE, '/texts/(?P<record>[a-z_-]+)', [
            ['methods' => 'GET', 'callback' => [self::class, 'read'], 'permission_callback' => [self::class, 'allowed'], 'args' => $args],
            ['methods' => 'POST, PUT, PATCH', 'callback' => [self::class, 'update'], 'permission_callback' => [self::class, 'allowed'], 'args' => $args],
        ]);
    }

    public static function allowed(): bool
    {
        return current_user_can('edit_pages');
    }

    public static function read(WP_REST_Request $request): WP_REST_Response|WP_Error
    {
        $record = EOS_Texts::record_name((string) $request['record']);
        if ($record === null) {
            return self::unknown_record();
        }
        return self::answer($record, (string) $request['lang']);
    }

    public static function update(WP_REST_Request $request): WP_REST_Response|WP_Error
    {
        $record = EOS_Texts::record_name((string) $request['record']);
        if ($record === null) {
            return self::unknown_record();
        }
        $lang = (string) $request['lang'];
        $body = $request->get_json_params();
        $fields = EOS_Texts::records()[$record]['fields'];
        if (!is_array($body) || $body === [] || array_is_list($body)) {
            return new WP_Error('eos_bad_texts', 'Send a JSON object of field => text.', ['status' => 400]);
        }
        $unknown = array_diff(array_keys($body), array_keys($fields));
        if ($unknown) {
            return new WP_Error('eos_unknown_fields', 'Unknown fields: ' . implode(', ', $unknown), ['status' => 400, 'fields' => array_keys($fields)]);
        }
        $values = EOS_Texts::get($record, $lang);
        foreach ($body as $key => $raw) {
            $values[$key] = EOS_Texts::clean($fields[$key], $raw);
        }
        EOS_Texts::save($record, $lang, $values);
        do_action('eos_texts_saved', $record, $lang);
        return self::answer($record, $lang);
    }

    private static function answer(string $record, string $lang): WP_REST_Response
    {
        return new WP_REST_Response(['record' => $record, 'lang' => $lang, 'texts' => EOS_Texts::get($record, $lang)], 200);
    }

    private static function unknown_record(): WP_Error
    {
        return new WP_Error('rest_not_found', 'No such texts. Records: ' . implode(', ', array_keys(EOS_Texts::records())), ['status' => 404]);
    }
}
