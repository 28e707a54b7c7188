/// The string tables of Arabic, Hebrew, Thai, Vietnamese and Indonesian.
extension RefreshStrings {
  /// Arabic (`ar`).
  static let arabic = """
    اسحب للأسفل للتحديث
    أفلت للتحديث
    جارٍ التحميل…
    آخر تحديث:\u{20}
    اليوم
    أمس
    لا يوجد
    اضغط أو اسحب للأعلى لتحميل المزيد
    جارٍ تحميل المزيد…
    اسحب للأعلى لتحميل المزيد
    أفلت لتحميل المزيد
    جارٍ تحميل المزيد…
    لا يوجد المزيد
    اسحب لليسار لتحميل المزيد
    اسحب لليمين لتحميل المزيد
    أفلت لتحميل المزيد
    جارٍ التحميل…
    تم التحديث
    تعذّر التحديث
    تعذّر التحميل — اضغط لإعادة المحاولة
    تم التحميل
    تعذّر التحميل
    جارٍ التحديث
    جارٍ تحميل المزيد
    الصفحة {page} من {count}
    تحديث
    تحميل المزيد
    آخر تحديث: %1$@ %2$@
    %1$@ — اضغط لإعادة المحاولة
    جاهز للتحديث
    جاهز لتحميل المزيد
    يحمّل المزيد من العناصر
    يعيد محاولة التحميل
    """

  /// Hebrew (`he`).
  static let hebrew = """
    משכו למטה כדי לרענן
    שחררו כדי לרענן
    טוען…
    עדכון אחרון:\u{20}
    היום
    אתמול
    אין
    הקישו או משכו למעלה לטעינת עוד
    טוען עוד…
    משכו למעלה לטעינת עוד
    שחררו לטעינת עוד
    טוען עוד…
    אין עוד תוכן
    משכו שמאלה לטעינת עוד
    משכו ימינה לטעינת עוד
    שחררו לטעינת עוד
    טוען…
    רוענן
    הרענון נכשל
    הטעינה נכשלה — הקישו כדי לנסות שוב
    נטען
    הטעינה נכשלה
    מרענן
    טוען עוד
    עמוד {page} מתוך {count}
    רענון
    טעינת עוד
    עדכון אחרון: %1$@ %2$@
    %1$@ — הקישו כדי לנסות שוב
    מוכן לרענון
    מוכן לטעינת עוד
    טוען עוד פריטים
    מנסה לטעון שוב
    """

  /// Thai (`th`).
  static let thai = """
    ดึงลงเพื่อรีเฟรช
    ปล่อยเพื่อรีเฟรช
    กำลังโหลด…
    อัปเดตล่าสุด:\u{20}
    วันนี้
    เมื่อวาน
    ไม่มีข้อมูล
    แตะหรือดึงขึ้นเพื่อโหลดเพิ่ม
    กำลังโหลดเพิ่ม…
    ดึงขึ้นเพื่อโหลดเพิ่ม
    ปล่อยเพื่อโหลดเพิ่ม
    กำลังโหลดเพิ่ม…
    ไม่มีข้อมูลเพิ่มเติม
    ดึงไปทางซ้ายเพื่อโหลดเพิ่ม
    ดึงไปทางขวาเพื่อโหลดเพิ่ม
    ปล่อยเพื่อโหลดเพิ่ม
    กำลังโหลด…
    รีเฟรชแล้ว
    รีเฟรชไม่สำเร็จ
    โหลดไม่สำเร็จ แตะเพื่อลองอีกครั้ง
    โหลดแล้ว
    โหลดไม่สำเร็จ
    กำลังรีเฟรช
    กำลังโหลดเพิ่ม
    หน้า {page} จาก {count}
    รีเฟรช
    โหลดเพิ่ม
    อัปเดตล่าสุด: %1$@ %2$@
    %1$@ แตะเพื่อลองอีกครั้ง
    พร้อมรีเฟรช
    พร้อมโหลดเพิ่ม
    โหลดรายการเพิ่มเติม
    ลองโหลดอีกครั้ง
    """

  /// Vietnamese (`vi`).
  static let vietnamese = """
    Kéo xuống để làm mới
    Thả ra để làm mới
    Đang tải…
    Cập nhật lần cuối:\u{20}
    hôm nay
    hôm qua
    chưa có
    Chạm hoặc kéo lên để tải thêm
    Đang tải thêm…
    Kéo lên để tải thêm
    Thả ra để tải thêm
    Đang tải thêm…
    Không còn nội dung
    Kéo sang trái để tải thêm
    Kéo sang phải để tải thêm
    Thả ra để tải thêm
    Đang tải…
    Đã làm mới
    Không thể làm mới
    Không thể tải — chạm để thử lại
    Đã tải
    Không thể tải
    Đang làm mới
    Đang tải thêm
    Trang {page} trên {count}
    Làm mới
    Tải thêm
    Cập nhật lần cuối: %1$@ %2$@
    %1$@ — chạm để thử lại
    Sẵn sàng làm mới
    Sẵn sàng tải thêm
    Tải thêm mục
    Thử tải lại
    """

  /// Indonesian (`id`).
  static let indonesian = """
    Tarik ke bawah untuk menyegarkan
    Lepaskan untuk menyegarkan
    Memuat…
    Terakhir diperbarui:\u{20}
    hari ini
    kemarin
    belum ada
    Ketuk atau tarik ke atas untuk memuat lainnya
    Memuat lainnya…
    Tarik ke atas untuk memuat lainnya
    Lepaskan untuk memuat lainnya
    Memuat lainnya…
    Tidak ada lagi
    Tarik ke kiri untuk memuat lainnya
    Tarik ke kanan untuk memuat lainnya
    Lepaskan untuk memuat lainnya
    Memuat…
    Diperbarui
    Gagal menyegarkan
    Gagal memuat — ketuk untuk mencoba lagi
    Dimuat
    Gagal memuat
    Menyegarkan
    Memuat lainnya
    Halaman {page} dari {count}
    Segarkan
    Muat lainnya
    Terakhir diperbarui: %1$@ %2$@
    %1$@ — ketuk untuk mencoba lagi
    Siap menyegarkan
    Siap memuat lainnya
    Memuat item lainnya
    Mencoba memuat lagi
    """
}
