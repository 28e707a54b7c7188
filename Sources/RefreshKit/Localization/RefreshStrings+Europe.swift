/// The string tables of the European languages RefreshKit ships after its first seven.
extension RefreshStrings {
  /// French (`fr`).
  static let french = """
    Tirez vers le bas pour actualiser
    Relâchez pour actualiser
    Chargement…
    Dernière mise à jour\u{A0}:\u{20}
    aujourd’hui
    hier
    jamais
    Touchez ou tirez vers le haut pour charger la suite
    Chargement de la suite…
    Tirez vers le haut pour charger la suite
    Relâchez pour charger la suite
    Chargement de la suite…
    Plus rien à afficher
    Tirez vers la gauche pour charger la suite
    Tirez vers la droite pour charger la suite
    Relâchez pour charger la suite
    Chargement…
    Actualisé
    Échec de l’actualisation
    Échec du chargement — touchez pour réessayer
    Chargé
    Échec du chargement
    Actualisation en cours
    Chargement de la suite
    Page {page} sur {count}
    Actualiser
    Charger la suite
    Dernière mise à jour\u{A0}: %1$@ %2$@
    %1$@ — touchez pour réessayer
    Prêt à actualiser
    Prêt à charger la suite
    Charge d’autres éléments
    Relance le chargement
    """

  /// German (`de`).
  static let german = """
    Zum Aktualisieren nach unten ziehen
    Zum Aktualisieren loslassen
    Wird geladen …
    Zuletzt aktualisiert:\u{20}
    heute
    gestern
    noch nie
    Tippen oder nach oben ziehen, um mehr zu laden
    Weitere Inhalte werden geladen …
    Nach oben ziehen, um mehr zu laden
    Loslassen, um mehr zu laden
    Weitere Inhalte werden geladen …
    Keine weiteren Inhalte
    Nach links ziehen, um mehr zu laden
    Nach rechts ziehen, um mehr zu laden
    Loslassen, um mehr zu laden
    Wird geladen …
    Aktualisiert
    Aktualisierung fehlgeschlagen
    Laden fehlgeschlagen – zum Wiederholen tippen
    Geladen
    Laden fehlgeschlagen
    Wird aktualisiert
    Weitere Inhalte werden geladen
    Seite {page} von {count}
    Aktualisieren
    Mehr laden
    Zuletzt aktualisiert: %1$@ %2$@
    %1$@ – zum Wiederholen tippen
    Bereit zum Aktualisieren
    Bereit, mehr zu laden
    Lädt weitere Einträge
    Versucht erneut zu laden
    """

  /// Spanish (`es`).
  static let spanish = """
    Desliza hacia abajo para actualizar
    Suelta para actualizar
    Cargando…
    Última actualización:\u{20}
    hoy
    ayer
    nunca
    Toca o desliza hacia arriba para cargar más
    Cargando más…
    Desliza hacia arriba para cargar más
    Suelta para cargar más
    Cargando más…
    No hay más contenido
    Desliza hacia la izquierda para cargar más
    Desliza hacia la derecha para cargar más
    Suelta para cargar más
    Cargando…
    Actualizado
    No se pudo actualizar
    No se pudo cargar. Toca para reintentar
    Cargado
    No se pudo cargar
    Actualizando
    Cargando más
    Página {page} de {count}
    Actualizar
    Cargar más
    Última actualización: %1$@ %2$@
    %1$@ — toca para reintentar
    Listo para actualizar
    Listo para cargar más
    Carga más elementos
    Vuelve a intentar cargar
    """

  /// Portuguese (Brazil) (`pt`).
  static let portuguese = """
    Puxe para baixo para atualizar
    Solte para atualizar
    Carregando…
    Última atualização:\u{20}
    hoje
    ontem
    nunca
    Toque ou puxe para cima para carregar mais
    Carregando mais…
    Puxe para cima para carregar mais
    Solte para carregar mais
    Carregando mais…
    Não há mais conteúdo
    Puxe para a esquerda para carregar mais
    Puxe para a direita para carregar mais
    Solte para carregar mais
    Carregando…
    Atualizado
    Falha ao atualizar
    Falha ao carregar — toque para tentar de novo
    Carregado
    Falha ao carregar
    Atualizando
    Carregando mais
    Página {page} de {count}
    Atualizar
    Carregar mais
    Última atualização: %1$@ %2$@
    %1$@ — toque para tentar de novo
    Pronto para atualizar
    Pronto para carregar mais
    Carrega mais itens
    Tenta carregar novamente
    """

  /// Italian (`it`).
  static let italian = """
    Trascina verso il basso per aggiornare
    Rilascia per aggiornare
    Caricamento…
    Ultimo aggiornamento:\u{20}
    oggi
    ieri
    mai
    Tocca o trascina verso l’alto per caricare altro
    Caricamento di altri contenuti…
    Trascina verso l’alto per caricare altro
    Rilascia per caricare altro
    Caricamento di altri contenuti…
    Non ci sono altri contenuti
    Trascina verso sinistra per caricare altro
    Trascina verso destra per caricare altro
    Rilascia per caricare altro
    Caricamento…
    Aggiornato
    Aggiornamento non riuscito
    Caricamento non riuscito. Tocca per riprovare
    Caricato
    Caricamento non riuscito
    Aggiornamento in corso
    Caricamento di altri contenuti
    Pagina {page} di {count}
    Aggiorna
    Carica altro
    Ultimo aggiornamento: %1$@ %2$@
    %1$@ — tocca per riprovare
    Pronto per l’aggiornamento
    Pronto per caricare altro
    Carica altri elementi
    Riprova a caricare
    """

  /// Dutch (`nl`).
  static let dutch = """
    Trek omlaag om te vernieuwen
    Laat los om te vernieuwen
    Laden…
    Laatst bijgewerkt:\u{20}
    vandaag
    gisteren
    nooit
    Tik of trek omhoog om meer te laden
    Meer laden…
    Trek omhoog om meer te laden
    Laat los om meer te laden
    Meer laden…
    Niets meer om te laden
    Trek naar links om meer te laden
    Trek naar rechts om meer te laden
    Laat los om meer te laden
    Laden…
    Vernieuwd
    Vernieuwen mislukt
    Laden mislukt – tik om het opnieuw te proberen
    Geladen
    Laden mislukt
    Vernieuwen
    Meer laden
    Pagina {page} van {count}
    Vernieuw
    Laad meer
    Laatst bijgewerkt: %1$@ %2$@
    %1$@ – tik om het opnieuw te proberen
    Klaar om te vernieuwen
    Klaar om meer te laden
    Laadt meer onderdelen
    Probeert opnieuw te laden
    """

  /// Swedish (`sv`).
  static let swedish = """
    Dra nedåt för att uppdatera
    Släpp för att uppdatera
    Läser in…
    Senast uppdaterad:\u{20}
    i dag
    i går
    aldrig
    Tryck eller dra uppåt för att läsa in mer
    Läser in mer…
    Dra uppåt för att läsa in mer
    Släpp för att läsa in mer
    Läser in mer…
    Inget mer att visa
    Dra åt vänster för att läsa in mer
    Dra åt höger för att läsa in mer
    Släpp för att läsa in mer
    Läser in…
    Uppdaterat
    Det gick inte att uppdatera
    Det gick inte att läsa in – tryck för att försöka igen
    Inläst
    Det gick inte att läsa in
    Uppdaterar
    Läser in mer
    Sida {page} av {count}
    Uppdatera
    Läs in mer
    Senast uppdaterad: %1$@ %2$@
    %1$@ – tryck för att försöka igen
    Redo att uppdatera
    Redo att läsa in mer
    Läser in fler objekt
    Försöker läsa in igen
    """

  /// Polish (`pl`).
  static let polish = """
    Pociągnij w dół, aby odświeżyć
    Puść, aby odświeżyć
    Wczytywanie…
    Ostatnia aktualizacja:\u{20}
    dzisiaj
    wczoraj
    brak
    Stuknij lub pociągnij w górę, aby wczytać więcej
    Wczytywanie kolejnych…
    Pociągnij w górę, aby wczytać więcej
    Puść, aby wczytać więcej
    Wczytywanie kolejnych…
    Nie ma nic więcej
    Pociągnij w lewo, aby wczytać więcej
    Pociągnij w prawo, aby wczytać więcej
    Puść, aby wczytać więcej
    Wczytywanie…
    Odświeżono
    Nie udało się odświeżyć
    Nie udało się wczytać – stuknij, aby ponowić
    Wczytano
    Nie udało się wczytać
    Odświeżanie
    Wczytywanie kolejnych
    Strona {page} z {count}
    Odśwież
    Wczytaj więcej
    Ostatnia aktualizacja: %1$@ %2$@
    %1$@ – stuknij, aby ponowić
    Gotowe do odświeżenia
    Gotowe do wczytania kolejnych
    Wczytuje więcej elementów
    Ponawia wczytywanie
    """

  /// Turkish (`tr`).
  static let turkish = """
    Yenilemek için aşağı çekin
    Yenilemek için bırakın
    Yükleniyor…
    Son güncelleme:\u{20}
    bugün
    dün
    kayıt yok
    Daha fazlası için dokunun veya yukarı çekin
    Daha fazlası yükleniyor…
    Daha fazlası için yukarı çekin
    Daha fazlası için bırakın
    Daha fazlası yükleniyor…
    Gösterilecek başka içerik yok
    Daha fazlası için sola çekin
    Daha fazlası için sağa çekin
    Daha fazlası için bırakın
    Yükleniyor…
    Yenilendi
    Yenilenemedi
    Yüklenemedi — tekrar denemek için dokunun
    Yüklendi
    Yüklenemedi
    Yenileniyor
    Daha fazlası yükleniyor
    Sayfa {page} / {count}
    Yenile
    Daha fazla yükle
    Son güncelleme: %1$@ %2$@
    %1$@ — tekrar denemek için dokunun
    Yenilemeye hazır
    Daha fazlasını yüklemeye hazır
    Daha fazla öğe yükler
    Yüklemeyi yeniden dener
    """
}
