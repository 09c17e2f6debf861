<?php
/**
 * Word banks of the archive generator (archive-generator.php): titles, sentences and people in
 * both languages, parallel (index i of one language translates index i of the other), so each
 * generated article and its translation say the same thing.
 */
final class EOS_Archive_Words
{
    public const SUBJECTS = [
        'uk' => ['Випускники програми Фулбрайта', 'Українські науковці', 'Американські фахівці', 'Студенти магістратури', 'Викладачі англійської мови',
            'Стипендіати програми', 'Учасники зимової школи', 'Дослідники-гуманітарії', 'Молоді лідери громад', 'Університетські команди', 'Офіс програми'],
        'en' => ['Fulbright alumni', 'Ukrainian scholars', 'U.S. experts', 'Graduate students', 'English teachers',
            'Programme grantees', 'Winter School participants', 'Humanities researchers', 'Young community leaders', 'University teams', 'The programme office'],
    ];
    public const ACTIONS = [
        'uk' => ['зустрілися', 'представили дослідження', 'провели семінар', 'обговорили реформи освіти', 'запустили спільний проєкт', 'підбили підсумки року',
            'відкрили лекторій', 'поділилися досвідом навчання у США', 'провели тренінг для вчителів', 'презентували нову книжку', 'обговорили академічну доброчесність',
            'зібрали кошти на стипендії', 'організували конференцію'],
        'en' => ['meet', 'present their research', 'hold a seminar', 'discuss education reform', 'launch a joint project', 'look back at the year',
            'open a lecture series', 'share their study experience in the U.S.', 'train school teachers', 'present a new book', 'discuss academic integrity',
            'raise funds for scholarships', 'organise a conference'],
    ];
    public const PLACES = [
        'uk' => ['у Києві', 'у Львові', 'у Харкові', 'в Одесі', 'у Дніпрі', 'у Чернівцях', 'у Вінниці', 'в Ужгороді', 'у Полтаві', 'у Житомирі',
            'в Івано-Франківську', 'у Тернополі', 'у Луцьку', 'у Рівному', 'у Черкасах', 'у Сумах', 'у Миколаєві', 'в Ірпені'],
        'en' => ['in Kyiv', 'in Lviv', 'in Kharkiv', 'in Odesa', 'in Dnipro', 'in Chernivtsi', 'in Vinnytsia', 'in Uzhhorod', 'in Poltava', 'in Zhytomyr',
            'in Ivano-Frankivsk', 'in Ternopil', 'in Lutsk', 'in Rivne', 'in Cherkasy', 'in Sumy', 'in Mykolaiv', 'in Irpin'],
    ];
    /** Sentences of article bodies; {place} and {year} are filled per article. */
    public const SENTENCES = [
        'uk' => [
            'Програма Фулбрайта в Україні підтримує академічні обміни між українськими та американськими університетами вже понад тридцять років.',
            'Учасники обговорили, як досвід навчання у США допомагає змінювати українську освіту {place}.',
            'У {year} році до зустрічі долучилися понад сто випускників і стипендіатів програми з різних регіонів.',
            'Організатори наголосили, що відкритість до нових ідей та академічна свобода лишаються основою програми.',
            'Під час панельної дискусії йшлося про відновлення університетів, які постраждали від війни.',
            'Команда офісу консультувала майбутніх заявників щодо вимог конкурсу та підготовки есе.',
            'Випускники поділилися історіями про дослідження, викладання та волонтерські проєкти у своїх громадах.',
            'Наступна зустріч запланована на осінь, а записи виступів будуть доступні на сторінці програми.',
            'Партнери програми підтримали ініціативу грантами для невеликих освітніх проєктів.',
            'Стипендіати розповіли, як працювали в лабораторіях і бібліотеках американських університетів.',
            'Окрему увагу приділили програмам для викладачів англійської мови та молодих науковців.',
            'Усі охочі можуть долучитися до мережі випускників та отримувати новини програми.',
        ],
        'en' => [
            'The Fulbright Program in Ukraine has supported academic exchanges between Ukrainian and American universities for more than thirty years.',
            'Participants discussed how study in the United States helps to change Ukrainian education {place}.',
            'In {year} more than a hundred alumni and grantees from different regions joined the meeting.',
            'The organisers stressed that openness to new ideas and academic freedom remain the basis of the programme.',
            'A panel discussion turned to rebuilding universities damaged by the war.',
            'The office team advised future applicants on the competition requirements and on writing their essays.',
            'Alumni shared stories of research, teaching and volunteer projects in their communities.',
            'The next meeting is planned for the autumn, and recordings of the talks will be available on the programme page.',
            'The programme’s partners supported the initiative with grants for small education projects.',
            'Grantees told how they worked in the laboratories and libraries of American universities.',
            'Special attention went to the programmes for English teachers and early-career researchers.',
            'Anyone interested can join the alumni network and receive the programme’s news.',
        ],
    ];
    public const HEADINGS = [
        'uk' => ['Що відбулося', 'Про що говорили', 'Що далі', 'Як долучитися'],
        'en' => ['What happened', 'What was discussed', 'What comes next', 'How to take part'],
    ];
    public const PROGRAMME_KINDS = [
        'uk' => ['Програма для науковців', 'Програма для магістрантів', 'Програма для викладачів', 'Програма професійного розвитку', 'Програма для дослідників', 'Літня школа', 'Програма обміну'],
        'en' => ['Scholar Program', 'Graduate Student Program', 'Faculty Program', 'Professional Development Program', 'Research Program', 'Summer School', 'Exchange Program'],
    ];
    public const FIELDS = [
        'uk' => ['з історії', 'з економіки', 'з права', 'з журналістики', 'з біології', 'з інформатики', 'з педагогіки', 'з публічного управління',
            'з екології', 'з медицини', 'з мистецтвознавства', 'з філософії', 'з соціології', 'з архітектури', 'з фізики'],
        'en' => ['in History', 'in Economics', 'in Law', 'in Journalism', 'in Biology', 'in Computer Science', 'in Education', 'in Public Administration',
            'in Ecology', 'in Medicine', 'in Art History', 'in Philosophy', 'in Sociology', 'in Architecture', 'in Physics'],
    ];
    public const RESOURCE_KINDS = [
        'uk' => ['Посібник для заявників', 'Річний звіт', 'Презентація вебінару', 'Бюлетень', 'Шаблон рекомендаційного листа', 'Інструкція для стипендіатів', 'Звіт про дослідження'],
        'en' => ['Applicant guide', 'Annual report', 'Webinar slides', 'Newsletter', 'Recommendation letter template', 'Grantee handbook', 'Research report'],
    ];
    public const FIRST_NAMES = [
        'uk' => ['Олена', 'Андрій', 'Ірина', 'Дмитро', 'Марія', 'Тарас', 'Наталія', 'Олег', 'Юлія', 'Богдан', 'Софія', 'Максим', 'Катерина', 'Ярослав', 'Оксана', 'Віктор'],
        'en' => ['Olena', 'Andrii', 'Iryna', 'Dmytro', 'Mariia', 'Taras', 'Nataliia', 'Oleh', 'Yuliia', 'Bohdan', 'Sofiia', 'Maksym', 'Kateryna', 'Yaroslav', 'Oksana', 'Viktor'],
    ];
    public const LAST_NAMES = [
        'uk' => ['Коваленко', 'Шевчук', 'Бондаренко', 'Ткаченко', 'Кравчук', 'Олійник', 'Мельник', 'Лисенко', 'Гнатюк', 'Мороз', 'Савченко', 'Руденко', 'Марченко', 'Поліщук', 'Кузьменко', 'Литвин', 'Павленко', 'Дорошенко', 'Гончар'],
        'en' => ['Kovalenko', 'Shevchuk', 'Bondarenko', 'Tkachenko', 'Kravchuk', 'Oliinyk', 'Melnyk', 'Lysenko', 'Hnatiuk', 'Moroz', 'Savchenko', 'Rudenko', 'Marchenko', 'Polishchuk', 'Kuzmenko', 'Lytvyn', 'Pavlenko', 'Doroshenko', 'Honchar'],
    ];
    public const POSITIONS = [
        'uk' => ['Координатор програм', 'Фахівець з комунікацій', 'Менеджер з роботи з випускниками', 'Консультант', 'Фінансовий менеджер', 'Асистент програм'],
        'en' => ['Programme Coordinator', 'Communications Officer', 'Alumni Relations Manager', 'Adviser', 'Finance Manager', 'Programme Assistant'],
    ];
    public const DEPARTMENTS = [
        'uk' => ['Відділ програм', 'Відділ комунікацій', 'Відділ роботи з випускниками', 'Адміністрація'],
        'en' => ['Programmes', 'Communications', 'Alumni Relations', 'Administration'],
    ];

    /** Ukrainian letters in Latin, by the national romanisation of 2010 (word-initial forms). */
    private const LATIN = [
        'а' => 'a', 'б' => 'b', 'в' => 'v', 'г' => 'h', 'ґ' => 'g', 'д' => 'd', 'е' => 'e', 'є' => 'ie', 'ж' => 'zh', 'з' => 'z',
        'и' => 'y', 'і' => 'i', 'ї' => 'i', 'й' => 'i', 'к' => 'k', 'л' => 'l', 'м' => 'm', 'н' => 'n', 'о' => 'o', 'п' => 'p',
        'р' => 'r', 'с' => 's', 'т' => 't', 'у' => 'u', 'ф' => 'f', 'х' => 'kh', 'ц' => 'ts', 'ч' => 'ch', 'ш' => 'sh', 'щ' => 'shch',
        'ь' => '', 'ю' => 'iu', 'я' => 'ia', '’' => '', "'" => '',
    ];

    /** A Latin slug of a title in either language. */
    public static function slug(string $title): string
    {
        $latin = strtr(mb_strtolower($title, 'UTF-8'), self::LATIN);
        return trim((string) preg_replace('/[^a-z0-9]+/', '-', $latin), '-');
    }
}
