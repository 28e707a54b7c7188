/// The string tables compiled into RefreshKit, one per member of ``RefreshLocalization/supportedLanguages``: the
/// first seven here, the others in `RefreshStrings+Europe.swift` and `RefreshStrings+ArabicHebrewAsia.swift`.
///
/// A table is one string literal holding a language's texts, one line each, in the order of
/// ``RefreshLocalization/Key``'s cases (`Key.allCases`): an app carries the texts themselves, with no dictionary to
/// build and no key to hash, and a language's table is split into its texts the first time it is read. A text never
/// holds a line break; a space that ends a text is written `\u{20}`, which no editor strips. A new key takes a line, at
/// its position, in every table. The tests check that every table splits into exactly one non-empty text per key.
enum RefreshStrings {
  /// What separates the texts of a table.
  static let separator: Character = "\n"

  /// Each language's table, by language identifier, in the order of ``RefreshLocalization/supportedLanguages``.
  static let tables: KeyValuePairs<String, String> = [
    "en": english,
    "zh-Hans": simplifiedChinese,
    "zh-Hant": traditionalChinese,
    "ja": japanese,
    "ko": korean,
    "ru": russian,
    "uk": ukrainian,
    "fr": french,
    "de": german,
    "es": spanish,
    "pt": portuguese,
    "it": italian,
    "nl": dutch,
    "sv": swedish,
    "pl": polish,
    "tr": turkish,
    "ar": arabic,
    "he": hebrew,
    "th": thai,
    "vi": vietnamese,
    "id": indonesian,
  ]

  /// The table of `language`, a member of ``RefreshLocalization/supportedLanguages``; nil for any other language.
  static func table(for language: String) -> String? {
    tables.first { $0.key == language }?.value
  }

  /// The texts of `table`, in the order of `Key.allCases`.
  static func texts(of table: String) -> [String] {
    table.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
  }

  /// English (`en`).
  static let english = """
    Pull down to refresh
    Release to refresh
    Loading…
    Last updated:\u{20}
    Today
    Yesterday
    No record
    Tap or pull up to load more
    Loading more…
    Pull up to load more
    Release to load more
    Loading more…
    No more data
    Pull left to load more
    Pull right to load more
    Release to load more
    Loading…
    Refreshed
    Refresh failed
    Load failed — tap to retry
    Loaded
    Load failed
    Refreshing
    Loading more
    Page {page} of {count}
    Refresh
    Load more
    Last updated: %1$@ %2$@
    %1$@ — tap to retry
    Ready to refresh
    Ready to load more
    Loads more items
    Tries loading again
    """

  /// Simplified Chinese (`zh-Hans`).
  static let simplifiedChinese = """
    下拉可以刷新
    松开立即刷新
    正在刷新数据中…
    最后更新：
    今天
    昨天
    无记录
    点击或上拉加载更多
    正在加载更多的数据…
    上拉可以加载更多
    松开立即加载更多
    正在加载更多的数据…
    已经全部加载完毕
    左拉加载更多
    右拉加载更多
    松开加载更多
    正在加载…
    刷新完成
    刷新失败
    加载失败，点击重试
    加载完成
    加载失败
    正在刷新
    正在加载更多
    第 {page} 页，共 {count} 页
    刷新
    加载更多
    最后更新：%1$@ %2$@
    %1$@（点击重试）
    准备刷新
    准备加载更多
    加载更多内容
    重新尝试加载
    """

  /// Traditional Chinese (`zh-Hant`).
  static let traditionalChinese = """
    下拉可以刷新
    鬆開立即刷新
    正在刷新資料中…
    最後更新：
    今天
    昨天
    無紀錄
    點擊或上拉載入更多
    正在載入更多的資料…
    上拉可以載入更多
    鬆開立即載入更多
    正在載入更多的資料…
    已經全部載入完畢
    左拉載入更多
    右拉載入更多
    鬆開載入更多
    正在載入…
    刷新完成
    刷新失敗
    載入失敗，點擊重試
    載入完成
    載入失敗
    正在刷新
    正在載入更多
    第 {page} 頁，共 {count} 頁
    重新整理
    載入更多
    最後更新：%1$@ %2$@
    %1$@（點擊重試）
    準備重新整理
    準備載入更多
    載入更多內容
    重新嘗試載入
    """

  /// Japanese (`ja`).
  static let japanese = """
    下に引いて更新
    指を離して更新
    更新中…
    最終更新：
    今日
    昨日
    記録なし
    タップまたは上に引いてさらに読み込む
    さらに読み込み中…
    上に引いてさらに読み込む
    指を離してさらに読み込む
    さらに読み込み中…
    これ以上データはありません
    左に引いてさらに読み込む
    右に引いてさらに読み込む
    指を離してさらに読み込む
    読み込み中…
    更新しました
    更新できませんでした
    読み込みに失敗しました。タップして再試行
    読み込みました
    読み込みに失敗しました
    更新中
    さらに読み込み中
    {count}ページ中{page}ページ目
    更新
    さらに読み込む
    最終更新：%1$@ %2$@
    %1$@（タップして再試行）
    更新の準備ができました
    さらに読み込む準備ができました
    さらに項目を読み込みます
    読み込みを再試行します
    """

  /// Korean (`ko`).
  static let korean = """
    아래로 당겨서 새로고침
    놓으면 새로고침
    불러오는 중…
    마지막 업데이트:\u{20}
    오늘
    어제
    기록 없음
    탭하거나 위로 당겨서 더 보기
    더 불러오는 중…
    위로 당겨서 더 보기
    놓으면 더 불러오기
    더 불러오는 중…
    더 이상 데이터가 없습니다
    왼쪽으로 당겨서 더 보기
    오른쪽으로 당겨서 더 보기
    놓으면 더 불러오기
    불러오는 중…
    새로고침 완료
    새로고침 실패
    불러오기 실패 — 탭하여 다시 시도
    불러오기 완료
    불러오기 실패
    새로고침 중
    더 불러오는 중
    {count}페이지 중 {page}페이지
    새로 고침
    더 불러오기
    마지막 업데이트: %1$@ %2$@
    %1$@ — 탭하여 다시 시도
    새로고침 준비됨
    더 불러오기 준비됨
    항목을 더 불러옵니다
    다시 불러오기를 시도합니다
    """

  /// Russian (`ru`).
  static let russian = """
    Потяните вниз, чтобы обновить
    Отпустите, чтобы обновить
    Загрузка…
    Последнее обновление:\u{20}
    Сегодня
    Вчера
    нет записей
    Нажмите или потяните вверх, чтобы загрузить ещё
    Загружаем ещё…
    Потяните вверх, чтобы загрузить ещё
    Отпустите, чтобы загрузить ещё
    Загружаем ещё…
    Больше ничего нет
    Потяните влево, чтобы загрузить ещё
    Потяните вправо, чтобы загрузить ещё
    Отпустите, чтобы загрузить ещё
    Загрузка…
    Обновлено
    Не удалось обновить
    Не удалось загрузить — нажмите, чтобы повторить
    Загружено
    Не удалось загрузить
    Обновление
    Загружаем ещё
    Страница {page} из {count}
    Обновить
    Загрузить ещё
    Последнее обновление: %1$@ %2$@
    %1$@ — нажмите, чтобы повторить
    Готово к обновлению
    Готово к загрузке
    Загружает ещё элементы
    Повторяет попытку загрузки
    """

  /// Ukrainian (`uk`).
  static let ukrainian = """
    Потягніть униз, щоб оновити
    Відпустіть, щоб оновити
    Завантаження…
    Останнє оновлення:\u{20}
    Сьогодні
    Учора
    немає записів
    Торкніться або потягніть угору, щоб завантажити ще
    Завантажуємо ще…
    Потягніть угору, щоб завантажити ще
    Відпустіть, щоб завантажити ще
    Завантажуємо ще…
    Більше нічого немає
    Потягніть ліворуч, щоб завантажити ще
    Потягніть праворуч, щоб завантажити ще
    Відпустіть, щоб завантажити ще
    Завантаження…
    Оновлено
    Не вдалося оновити
    Не вдалося завантажити — торкніться, щоб повторити
    Завантажено
    Не вдалося завантажити
    Оновлення
    Завантажуємо ще
    Сторінка {page} з {count}
    Оновити
    Завантажити ще
    Останнє оновлення: %1$@ %2$@
    %1$@ — торкніться, щоб повторити
    Готово до оновлення
    Готово до завантаження
    Завантажує ще елементи
    Повторює спробу завантаження
    """
}
