import Foundation
import Testing

@testable import RefreshKit
@testable import RefreshKitTools

/// What VoiceOver gets from a presentation: the label in each language, the traits (a footer or a trailer that a
/// double tap loads is a button), and leaves that keep still while motion is reduced.
@Suite @MainActor struct PresentationAccessibilityTests {
  // MARK: - Labels in every language

  /// Per language: what VoiceOver says for an idle header with its "no record" line; for an idle footer or trailer
  /// (auto, back, trailer alike: "Load more", the gesture of each title left to the hint); for an auto footer whose
  /// load failed with no message; and the hints of a footer a double tap loads, and of one that retries.
  static let idleLabels: [String: (header: String, loadMore: String, failed: String, hint: String, retryHint: String)] =
    [
      "en": ("Refresh, Last updated: No record", "Load more", "Load failed", "Loads more items", "Tries loading again"),
      "zh-Hans": ("刷新, 最后更新：无记录", "加载更多", "加载失败", "加载更多内容", "重新尝试加载"),
      "zh-Hant": ("重新整理, 最後更新：無紀錄", "載入更多", "載入失敗", "載入更多內容", "重新嘗試載入"),
      "ja": ("更新, 最終更新：記録なし", "さらに読み込む", "読み込みに失敗しました", "さらに項目を読み込みます", "読み込みを再試行します"),
      "ko": ("새로 고침, 마지막 업데이트: 기록 없음", "더 불러오기", "불러오기 실패", "항목을 더 불러옵니다", "다시 불러오기를 시도합니다"),
      "ru": (
        "Обновить, Последнее обновление: нет записей", "Загрузить ещё", "Не удалось загрузить",
        "Загружает ещё элементы", "Повторяет попытку загрузки"
      ),
      "uk": (
        "Оновити, Останнє оновлення: немає записів", "Завантажити ще", "Не вдалося завантажити",
        "Завантажує ще елементи", "Повторює спробу завантаження"
      ),
      "fr": (
        "Actualiser, Dernière mise à jour\u{A0}: jamais", "Charger la suite", "Échec du chargement",
        "Charge d’autres éléments", "Relance le chargement"
      ),
      "de": (
        "Aktualisieren, Zuletzt aktualisiert: noch nie", "Mehr laden", "Laden fehlgeschlagen", "Lädt weitere Einträge",
        "Versucht erneut zu laden"
      ),
      "es": (
        "Actualizar, Última actualización: nunca", "Cargar más", "No se pudo cargar", "Carga más elementos",
        "Vuelve a intentar cargar"
      ),
      "pt": (
        "Atualizar, Última atualização: nunca", "Carregar mais", "Falha ao carregar", "Carrega mais itens",
        "Tenta carregar novamente"
      ),
      "it": (
        "Aggiorna, Ultimo aggiornamento: mai", "Carica altro", "Caricamento non riuscito", "Carica altri elementi",
        "Riprova a caricare"
      ),
      "nl": (
        "Vernieuw, Laatst bijgewerkt: nooit", "Laad meer", "Laden mislukt", "Laadt meer onderdelen",
        "Probeert opnieuw te laden"
      ),
      "sv": (
        "Uppdatera, Senast uppdaterad: aldrig", "Läs in mer", "Det gick inte att läsa in", "Läser in fler objekt",
        "Försöker läsa in igen"
      ),
      "pl": (
        "Odśwież, Ostatnia aktualizacja: brak", "Wczytaj więcej", "Nie udało się wczytać", "Wczytuje więcej elementów",
        "Ponawia wczytywanie"
      ),
      "tr": (
        "Yenile, Son güncelleme: kayıt yok", "Daha fazla yükle", "Yüklenemedi", "Daha fazla öğe yükler",
        "Yüklemeyi yeniden dener"
      ),
      "ar": (
        "تحديث, آخر تحديث: لا يوجد", "تحميل المزيد", "تعذّر التحميل", "يحمّل المزيد من العناصر", "يعيد محاولة التحميل"
      ),
      "he": ("רענון, עדכון אחרון: אין", "טעינת עוד", "הטעינה נכשלה", "טוען עוד פריטים", "מנסה לטעון שוב"),
      "th": ("รีเฟรช, อัปเดตล่าสุด: ไม่มีข้อมูล", "โหลดเพิ่ม", "โหลดไม่สำเร็จ", "โหลดรายการเพิ่มเติม", "ลองโหลดอีกครั้ง"),
      "vi": ("Làm mới, Cập nhật lần cuối: chưa có", "Tải thêm", "Không thể tải", "Tải thêm mục", "Thử tải lại"),
      "id": (
        "Segarkan, Terakhir diperbarui: belum ada", "Muat lainnya", "Gagal memuat", "Memuat item lainnya",
        "Mencoba memuat lagi"
      ),
    ]

  @Test(arguments: RefreshLocalization.supportedLanguages)
  func everyLeafSaysItsStateInEachLanguage(_ language: String) throws {
    let expected = try #require(Self.idleLabels[language])
    withLanguage(language) {
      let list = makeLeafList(contentWidth: 1000)
      let headers: [RefreshHeader] = [SimpleHeader(), StateHeader(), ImageSequenceHeader()]
      for header in headers {
        isolate(header)
        list.refreshHeader = header
        #expect(header.presentation.accessibilityLabel == expected.header, "\(type(of: header))")
      }
      let circle = CircleLoadingHeader()
      list.refreshHeader = circle
      let title = expected.header.range(of: ", ", options: .backwards).map { expected.header[..<$0.lowerBound] }
      #expect(circle.presentation.accessibilityLabel.map { $0[...] } == title, "the state alone: it shows no text")
      #expect(circle.presentation.accessibilityHint == nil, "a header is never activated")
      let autos: [AutoRefreshFooter] = [SimpleAutoFooter(), StateAutoFooter(), ImageSequenceAutoFooter()]
      for footer in autos + [CircleLoadingFooter()] {
        list.refreshFooter = footer
        #expect(footer.presentation.accessibilityLabel == expected.loadMore, "\(type(of: footer))")
        #expect(footer.presentation.accessibilityHint == expected.hint, "\(type(of: footer))")
        footer.tap()
        #expect(footer.presentation.accessibilityHint == nil, "\(type(of: footer)) loading: nothing to activate")
        footer.endRefreshing(result: .failure(""))
        #expect(footer.presentation.accessibilityLabel == expected.failed, "\(type(of: footer)) after a failure")
        #expect(footer.presentation.accessibilityHint == expected.retryHint, "\(type(of: footer)) after a failure")
      }
      let backs: [BackRefreshFooter] = [SimpleBackFooter(), StateBackFooter(), ImageSequenceBackFooter()]
      for footer in backs {
        list.refreshFooter = footer
        #expect(footer.presentation.accessibilityLabel == expected.loadMore, "\(type(of: footer))")
        #expect(footer.presentation.accessibilityHint == expected.hint, "\(type(of: footer))")
      }
      list.refreshTrailer = SimpleTrailer()
      #expect(list.refreshTrailer?.presentation.accessibilityLabel == expected.loadMore)
      #expect(list.refreshTrailer?.presentation.accessibilityHint == expected.hint)
    }
  }

  @Test func aLeafInItsOwnLanguageSaysItThere() {
    withLanguage("en") {
      let list = makeLeafList()
      let footer = SimpleAutoFooter()
      footer.language = "ja"
      list.refreshFooter = footer
      #expect(footer.presentation.accessibilityLabel == "さらに読み込む")
      #expect(footer.presentation.accessibilityHint == "さらに項目を読み込みます")
      #expect(footer.presentation.title == "タップまたは上に引いてさらに読み込む")
    }
  }

  // MARK: - Traits

  @Test func aFooterIsAButtonOnlyWhileADoubleTapLoads() {
    let list = makeLeafList()
    let footer = SimpleAutoFooter {}
    #expect(footer.presentation.accessibilityTraits == .staticText, "detached: a double tap does nothing")
    list.refreshFooter = footer
    scrollToBottom(list)
    #expect(footer.presentation.accessibilityTraits == .button)
    #expect(footer.accessibilityActivate(), "and the double tap loads")
    #expect(footer.presentation.accessibilityTraits == .staticText, "loading")
    footer.endRefreshing(result: .failure("Offline"))
    #expect(footer.presentation.accessibilityTraits == .button, "a double tap retries")
    footer.endRefreshingWithNoMoreData()
    #expect(footer.presentation.accessibilityTraits == .staticText, "no more data")
    footer.resetNoMoreData()
    footer.isHidden = true
    #expect(footer.presentation.accessibilityTraits == .staticText, "hidden")
    #expect(!footer.accessibilityActivate())
  }

  /// An app's own footer or trailer, drawn from the component's base presentation (no label of a leaf), whose list
  /// went away while the app still holds it: before anything else reads it, a frame's redraw asks for its traits and
  /// VoiceOver's double tap reaches it. It is no button, and the double tap starts nothing.
  @Test(arguments: [false, true])
  func aComponentWhoseListWentAwayIsNoButtonAndADoubleTapStartsNothing(isTrailer: Bool) {
    let actions = ActionCounter()
    let footer = AutoRefreshFooter { actions.count += 1 }
    let trailer = RefreshTrailer { actions.count += 1 }
    let component: RefreshComponent = isTrailer ? trailer : footer
    var list: ScrollModel? = makeLeafList()
    if isTrailer { list?.refreshTrailer = trailer } else { list?.refreshFooter = footer }
    #expect(component.presentation.accessibilityTraits == .button, "attached and idle: a double tap loads")
    list = nil
    #expect(component.presentation.accessibilityTraits == .staticText, "its list went away")
    #expect(!(isTrailer ? trailer.accessibilityActivate() : footer.accessibilityActivate()))
    #expect(actions.count == 0)
    #expect(component.state == .idle)
  }

  @Test func aFooterKeptFromLoadingByTheHeadersRefreshIsNoButton() {
    let list = makeLeafList()
    list.isMutuallyExclusive = true
    let header = SimpleHeader {}
    list.refreshHeader = header
    let footer = SimpleBackFooter {}
    list.refreshFooter = footer
    #expect(footer.presentation.accessibilityTraits == .button)
    header.beginRefreshing()
    #expect(footer.presentation.accessibilityTraits == .staticText)
    #expect(!footer.accessibilityActivate(), "as the double tap says")
    #expect(header.presentation.accessibilityTraits == .staticText, "a header never is")
  }

  @Test func aFooterKeptFromLoadingWhileBothOtherComponentsRefreshIsNoButton() {
    // The header and the trailer may refresh together (neither asks for exclusion); the footer asks for it.
    let list = makeLeafList()
    let header = SimpleHeader {}
    header.isMutuallyExclusive = false
    let trailer = SimpleTrailer {}
    trailer.isMutuallyExclusive = false
    let footer = SimpleBackFooter {}
    footer.isMutuallyExclusive = true
    list.refreshHeader = header
    list.refreshTrailer = trailer
    list.refreshFooter = footer
    header.beginRefreshing()
    trailer.beginRefreshing()
    #expect(header.state == .refreshing)
    #expect(trailer.state == .refreshing)
    #expect(footer.presentation.accessibilityTraits == .staticText, "two refreshes under way: the footer waits")
    #expect(!footer.accessibilityActivate())
    header.endRefreshing()
    trailer.endRefreshing()
    #expect(footer.presentation.accessibilityTraits == .button)
  }

  @Test func aFooterAddedWhileTheHeaderRefreshesExclusivelyIsNoButtonUntilTheRefreshEnds() {
    let list = makeLeafList()
    list.isMutuallyExclusive = true
    let header = SimpleHeader {}
    list.refreshHeader = header
    header.beginRefreshing()
    let footer = SimpleBackFooter {}
    list.refreshFooter = footer
    #expect(footer.presentation.accessibilityTraits == .staticText, "the header's refresh keeps it from loading")
    #expect(!footer.accessibilityActivate())
    header.endRefreshing()
    #expect(footer.presentation.accessibilityTraits == .button)
  }

  @Test func aFooterIsAButtonAgainOnceTheRefreshingHeaderIsRemoved() {
    let list = makeLeafList()
    list.isMutuallyExclusive = true
    let header = SimpleHeader {}
    list.refreshHeader = header
    let footer = SimpleBackFooter {}
    list.refreshFooter = footer
    header.beginRefreshing()
    #expect(footer.presentation.accessibilityTraits == .staticText)
    list.refreshHeader = nil
    #expect(footer.presentation.accessibilityTraits == .button, "nothing refreshes any more")
    #expect(footer.accessibilityActivate())
  }

  @Test func aFooterOfAnotherListIsNotKeptFromLoadingByThisListsRefresh() {
    let list = makeLeafList()
    list.isMutuallyExclusive = true
    let header = SimpleHeader {}
    list.refreshHeader = header
    let footer = SimpleBackFooter {}
    list.refreshFooter = footer
    header.beginRefreshing()
    let other = makeLeafList()
    other.refreshFooter = footer
    #expect(footer.presentation.accessibilityTraits == .button, "moved to a list where nothing refreshes")
  }

  @Test func theTrailerIsAButtonWhileIdle() {
    let list = makeLeafList(contentWidth: 1000)
    let trailer = SimpleTrailer {}
    list.refreshTrailer = trailer
    #expect(trailer.presentation.accessibilityTraits == .button)
    #expect(trailer.accessibilityActivate())
    #expect(trailer.presentation.accessibilityTraits == .staticText)
  }

  // MARK: - Reduce Motion

  @Test func reducedMotionStillsEveryMovingAccessory() {
    withConfiguration {
      RefreshConfiguration.default.reducesMotion = true
      let list = makeLeafList(contentWidth: 1000)
      let simple = SimpleHeader {}
      list.refreshHeader = simple
      Finger.pullDown(list, contentBy: 80)
      #expect(simple.presentation.accessory == .arrow(.down, rotation: 0), "armed, the arrow does not turn")
      list.cancelDrag()
      list.advance(by: 1)

      let circle = CircleLoadingHeader {}
      list.refreshHeader = circle
      circle.beginRefreshing()
      list.advance(by: 0.3)
      #expect(circle.presentation.accessory == .ring(strokeEnd: 1, rotation: 0), "a full, still ring")
      #expect(!circle.presentation.needsFrames)
      RefreshConfiguration.default.reducesMotion = false
      #expect(circle.presentation.needsFrames, "it turns again at the next read")
      #expect(circle.presentation.accessory != .ring(strokeEnd: 1, rotation: 0))
      circle.endRefreshing()
      list.advance(by: 1)

      RefreshConfiguration.default.reducesMotion = true
      let images = ImageSequenceHeader {}
      images.setImages(brailleFrames(), for: .refreshing)
      list.refreshHeader = images
      images.beginRefreshing()
      list.advance(by: 0.35)
      #expect(images.presentation.accessory == .image(brailleFrames()[0]), "the first frame, still")
      #expect(!images.presentation.needsFrames)

      let trailer = SimpleTrailer {}
      list.refreshTrailer = trailer
      Finger.pullLeft(list, contentBy: 80)
      #expect(trailer.presentation.accessory == .arrow(.left, rotation: 0))
      #expect(
        withLanguage("en") { trailer.presentation.title } == "Release to load more",
        "the title tells that releasing loads")
    }
  }
}
