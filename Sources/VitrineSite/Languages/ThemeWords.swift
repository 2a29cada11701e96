/// The default theme's own words (menus, labels, the search box's messages) in the languages it speaks, by key.
///
/// A site overrides any of them per language in its config (`languages: {fr: {words: {search: Chercher}}}`);
/// a language not listed here speaks English. `{query}`, `{shown}`, `{count}` and `{original}` are filled in
/// where the words are used.
package enum ThemeWords {
    /// Every key, in the order the English table lists them.
    package static let keys: [String] = [
        "skipToContent", "home", "catalog", "allPages", "search", "searchTheSite",
        "searchResults", "typeMore", "noResults", "someResults", "results", "oneResult",
        "searchUnavailable", "theme", "system", "light", "dark", "previous",
        "next", "pagerLabel", "onThisPage", "breadcrumbs", "pagesLabel", "siteLabel",
        "published", "lastUpdated", "lastUpdatedAfter", "by", "editPage", "pageNotFound",
        "nothingHere", "builtWith", "componentCatalog", "printWholeSite", "contents", "notTranslated",
        "language", "version", "alertNote", "alertTip", "alertImportant", "alertWarning",
        "alertCaution", "copy", "copied", "notCopied", "copyCode", "copyRefused",
    ]

    /// The words of each language the theme speaks, by code, in the order of `keys`.
    static let tables: [String: [String]] = [
        "en": [
            "Skip to the content", "Home", "Catalog", "All pages",
            "Search", "Search the site", "Search results", "Type two letters or more.",
            "No results for “{query}”.", "{shown} of {count} results", "{count} results", "1 result",
            "Search is unavailable.", "Theme", "System", "Light",
            "Dark", "Previous", "Next", "Previous and next pages",
            "On this page", "Breadcrumbs", "Pages", "Site",
            "Published", "Last updated", "last updated", "by",
            "Edit this page", "Page not found", "There is nothing at this address. Try one of these:", "built with",
            "Component catalog", "The whole site on one page, to print", "Contents", "This page is not translated yet: it is shown in its original language ({original}).",
            "Language", "Version", "Note", "Tip",
            "Important", "Warning", "Caution", "Copy",
            "Copied", "Not copied", "Copy code", "Not copied: the browser refused the clipboard",
        ],
        "fr": [
            "Aller au contenu", "Accueil", "Catalogue", "Toutes les pages",
            "Rechercher", "Rechercher dans le site", "Résultats de la recherche", "Saisissez au moins deux lettres.",
            "Aucun résultat pour « {query} ».", "{shown} résultats sur {count}", "{count} résultats", "1 résultat",
            "La recherche est indisponible.", "Thème", "Système", "Clair",
            "Sombre", "Précédent", "Suivant", "Pages précédente et suivante",
            "Sur cette page", "Fil d’Ariane", "Pages", "Site",
            "Publié le", "Dernière mise à jour", "dernière mise à jour", "par",
            "Modifier cette page", "Page introuvable", "Il n’y a rien à cette adresse. Essayez l’une de ces pages :", "construit avec",
            "Catalogue de composants", "Tout le site sur une page, à imprimer", "Sommaire", "Cette page n’est pas encore traduite : elle est affichée dans sa langue d’origine ({original}).",
            "Langue", "Version", "Remarque", "Astuce",
            "Important", "Avertissement", "Attention", "Copier",
            "Copié", "Non copié", "Copier le code", "Non copié : le navigateur a refusé le presse-papiers",
        ],
        "de": [
            "Zum Inhalt springen", "Startseite", "Katalog", "Alle Seiten",
            "Suchen", "Website durchsuchen", "Suchergebnisse", "Bitte mindestens zwei Buchstaben eingeben.",
            "Keine Ergebnisse für „{query}“.", "{shown} von {count} Ergebnissen", "{count} Ergebnisse", "1 Ergebnis",
            "Die Suche ist nicht verfügbar.", "Farbschema", "System", "Hell",
            "Dunkel", "Zurück", "Weiter", "Vorherige und nächste Seite",
            "Auf dieser Seite", "Brotkrumennavigation", "Seiten", "Website",
            "Veröffentlicht", "Zuletzt aktualisiert", "zuletzt aktualisiert", "von",
            "Diese Seite bearbeiten", "Seite nicht gefunden", "Unter dieser Adresse gibt es nichts. Versuchen Sie eine dieser Seiten:", "erstellt mit",
            "Komponentenkatalog", "Die ganze Website auf einer Seite, zum Drucken", "Inhalt", "Diese Seite ist noch nicht übersetzt: Sie sehen die Originalfassung ({original}).",
            "Sprache", "Version", "Hinweis", "Tipp",
            "Wichtig", "Warnung", "Vorsicht", "Kopieren",
            "Kopiert", "Nicht kopiert", "Code kopieren", "Nicht kopiert: Der Browser hat die Zwischenablage verweigert",
        ],
        "es": [
            "Saltar al contenido", "Inicio", "Catálogo", "Todas las páginas",
            "Buscar", "Buscar en el sitio", "Resultados de búsqueda", "Escribe al menos dos letras.",
            "No hay resultados para «{query}».", "{shown} de {count} resultados", "{count} resultados", "1 resultado",
            "La búsqueda no está disponible.", "Tema", "Sistema", "Claro",
            "Oscuro", "Anterior", "Siguiente", "Páginas anterior y siguiente",
            "En esta página", "Ruta de navegación", "Páginas", "Sitio",
            "Publicado", "Última actualización", "última actualización", "por",
            "Editar esta página", "Página no encontrada", "No hay nada en esta dirección. Prueba una de estas páginas:", "creado con",
            "Catálogo de componentes", "Todo el sitio en una página, para imprimir", "Contenido", "Esta página aún no está traducida: se muestra en su idioma original ({original}).",
            "Idioma", "Versión", "Nota", "Consejo",
            "Importante", "Advertencia", "Precaución", "Copiar",
            "Copiado", "No copiado", "Copiar código", "No copiado: el navegador rechazó el portapapeles",
        ],
        "pt": [
            "Ir para o conteúdo", "Início", "Catálogo", "Todas as páginas",
            "Pesquisar", "Pesquisar no site", "Resultados da pesquisa", "Digite pelo menos duas letras.",
            "Nenhum resultado para “{query}”.", "{shown} de {count} resultados", "{count} resultados", "1 resultado",
            "A pesquisa não está disponível.", "Tema", "Sistema", "Claro",
            "Escuro", "Anterior", "Próximo", "Páginas anterior e seguinte",
            "Nesta página", "Trilha de navegação", "Páginas", "Site",
            "Publicado", "Última atualização", "última atualização", "por",
            "Editar esta página", "Página não encontrada", "Não há nada neste endereço. Experimente uma destas páginas:", "feito com",
            "Catálogo de componentes", "O site inteiro em uma página, para imprimir", "Conteúdo", "Esta página ainda não foi traduzida: ela é exibida no idioma original ({original}).",
            "Idioma", "Versão", "Nota", "Dica",
            "Importante", "Aviso", "Cuidado", "Copiar",
            "Copiado", "Não copiado", "Copiar código", "Não copiado: o navegador recusou a área de transferência",
        ],
        "ru": [
            "Перейти к содержимому", "Главная", "Каталог", "Все страницы",
            "Поиск", "Поиск по сайту", "Результаты поиска", "Введите не менее двух букв.",
            "Ничего не найдено по запросу «{query}».", "{shown} из {count} результатов", "Результатов: {count}", "1 результат",
            "Поиск недоступен.", "Тема", "Системная", "Светлая",
            "Тёмная", "Назад", "Далее", "Предыдущая и следующая страницы",
            "На этой странице", "Навигационная цепочка", "Страницы", "Сайт",
            "Опубликовано", "Последнее обновление", "последнее обновление", "—",
            "Редактировать страницу", "Страница не найдена", "По этому адресу ничего нет. Попробуйте одну из этих страниц:", "собрано с помощью",
            "Каталог компонентов", "Весь сайт на одной странице для печати", "Содержание", "Эта страница ещё не переведена: она показана на языке оригинала ({original}).",
            "Язык", "Версия", "Примечание", "Совет",
            "Важно", "Предупреждение", "Осторожно", "Копировать",
            "Скопировано", "Не скопировано", "Копировать код", "Не скопировано: браузер запретил доступ к буферу обмена",
        ],
        "zh": [
            "跳到正文", "首页", "目录", "所有页面",
            "搜索", "搜索本站", "搜索结果", "请至少输入两个字。",
            "没有找到“{query}”的结果。", "共 {count} 个结果，显示 {shown} 个", "{count} 个结果", "1 个结果",
            "搜索不可用。", "主题", "跟随系统", "浅色",
            "深色", "上一页", "下一页", "上一页和下一页",
            "本页内容", "面包屑导航", "页面", "站点",
            "发布于", "最后更新", "最后更新", "作者",
            "编辑此页", "页面未找到", "此地址没有内容。试试这些页面：", "构建工具",
            "组件目录", "整个站点合为一页，便于打印", "目录", "此页面尚未翻译：显示的是原文（{original}）。",
            "语言", "版本", "注意", "提示",
            "重要", "警告", "小心", "复制",
            "已复制", "未复制", "复制代码", "未复制：浏览器拒绝访问剪贴板",
        ],
        "ja": [
            "本文へスキップ", "ホーム", "カタログ", "すべてのページ",
            "検索", "サイト内検索", "検索結果", "2文字以上入力してください。",
            "「{query}」に一致する結果はありません。", "{count} 件中 {shown} 件", "{count} 件", "1 件",
            "検索を利用できません。", "テーマ", "システム", "ライト",
            "ダーク", "前へ", "次へ", "前後のページ",
            "このページの内容", "パンくずリスト", "ページ", "サイト",
            "公開日", "最終更新", "最終更新", "作成者",
            "このページを編集", "ページが見つかりません", "このアドレスには何もありません。次のページをお試しください：", "作成ツール",
            "コンポーネントカタログ", "サイト全体を1ページにまとめた印刷用ページ", "目次", "このページはまだ翻訳されていません。原文（{original}）で表示しています。",
            "言語", "バージョン", "注記", "ヒント",
            "重要", "警告", "注意", "コピー",
            "コピーしました", "コピーできませんでした", "コードをコピー", "コピーできませんでした：ブラウザーがクリップボードへのアクセスを拒否しました",
        ],
        "ko": [
            "본문으로 건너뛰기", "홈", "카탈로그", "모든 페이지",
            "검색", "사이트 검색", "검색 결과", "두 글자 이상 입력하세요.",
            "‘{query}’에 대한 결과가 없습니다.", "{count}개 중 {shown}개", "결과 {count}개", "결과 1개",
            "검색을 사용할 수 없습니다.", "테마", "시스템", "라이트",
            "다크", "이전", "다음", "이전 및 다음 페이지",
            "이 페이지의 내용", "이동 경로", "페이지", "사이트",
            "게시일", "마지막 업데이트", "마지막 업데이트", "작성자",
            "이 페이지 편집", "페이지를 찾을 수 없습니다", "이 주소에는 아무것도 없습니다. 다음 페이지를 시도해 보세요:", "제작 도구",
            "컴포넌트 카탈로그", "인쇄용으로 사이트 전체를 한 페이지에", "목차", "이 페이지는 아직 번역되지 않았습니다. 원문({original})으로 표시됩니다.",
            "언어", "버전", "참고", "팁",
            "중요", "경고", "주의", "복사",
            "복사됨", "복사 안 됨", "코드 복사", "복사 안 됨: 브라우저가 클립보드 접근을 거부했습니다",
        ],
    ]

    /// Names of languages in themselves, for the language switcher; a code not here is shown as written.
    static let names: [String: String] = [
        "en": "English", "fr": "Français", "de": "Deutsch", "es": "Español", "pt": "Português",
        "pt-BR": "Português (Brasil)", "ru": "Русский", "zh": "中文", "zh-CN": "简体中文", "zh-Hans": "简体中文",
        "zh-TW": "繁體中文", "zh-Hant": "繁體中文", "ja": "日本語", "ko": "한국어", "it": "Italiano",
        "nl": "Nederlands", "pl": "Polski", "tr": "Türkçe", "uk": "Українська", "ar": "العربية",
        "he": "עברית", "fa": "فارسی", "vi": "Tiếng Việt", "id": "Bahasa Indonesia", "hi": "हिन्दी",
        "sv": "Svenska", "cs": "Čeština", "da": "Dansk", "fi": "Suomi", "nb": "Norsk bokmål",
        "el": "Ελληνικά", "hu": "Magyar", "ro": "Română", "th": "ไทย",
    ]

    /// The theme's words for `code`: its own table, else its base language's (`pt` for `pt-BR`), else English;
    /// then the site's `overrides`.
    package static func words(for code: String, overrides: [String: String] = [:]) -> [String: String] {
        let table = tables[code] ?? tables[baseCode(code)] ?? tables["en"]!
        var words = Dictionary(uniqueKeysWithValues: zip(keys, table))
        words.merge(overrides) { _, own in own }
        return words
    }

    /// Whether the theme has its own words for `code` (or its base language).
    package static func speaks(_ code: String) -> Bool { tables[code] != nil || tables[baseCode(code)] != nil }

    /// The language's name in itself: `Français` for `fr`; the code itself when the theme does not know it.
    package static func name(of code: String) -> String { names[code] ?? names[baseCode(code)] ?? code }

    private static func baseCode(_ code: String) -> String {
        String(code.split(separator: "-").first ?? Substring(code)).lowercased()
    }
}
