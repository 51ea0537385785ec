# What keeps the build quick on a 2-core machine (issue: the suite stays quick).
#
# - Precompiled headers: every translation unit of the app and the GUI tests reads about
#   150,000 lines of Qt headers before a line of our own; compiling them once per target
#   family (and sharing that with REUSE_FROM) is most of what a cold build saves.
#   BATTLEMAP_PCH=OFF turns them off (e.g. to check that every file includes what it uses).
# - ccache, when it is installed: never required, used when found (BATTLEMAP_CCACHE=OFF
#   turns it off).
# - lld, when it is installed (Debian's lld, scripts/deps.sh): it links a test of the
#   sanitizer tree (100 MB with its line tables) about three times as fast as GNU ld, and
#   the build links about 90 executables per tree. BATTLEMAP_LLD=OFF keeps the default.
#
# The header sets name only headers that many files of that target family include anyway.
# Like any forced include they hide a forgotten #include; BATTLEMAP_PCH=OFF shows it.

option(BATTLEMAP_PCH "Precompiled headers for the Qt-heavy targets" ON)
option(BATTLEMAP_CCACHE "Use ccache when it is installed" ON)
option(BATTLEMAP_LLD "Link with lld when it is installed" ON)

if(BATTLEMAP_LLD)
    include(CheckLinkerFlag)
    check_linker_flag(CXX "-fuse-ld=lld" BM_HAVE_LLD)
    if(BM_HAVE_LLD)
        add_link_options(-fuse-ld=lld)
    endif()
endif()

if(BATTLEMAP_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
    find_program(BM_CCACHE ccache)
    if(BM_CCACHE)
        # With precompiled headers ccache needs these sloppinesses (its manual, "Precompiled
        # headers"); given through env so that a user's own ccache.conf stays untouched.
        set(CMAKE_CXX_COMPILER_LAUNCHER env
            CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime ${BM_CCACHE})
        message(STATUS "ccache: ${BM_CCACHE}")
    endif()
endif()

set(BM_PCH_CORE
    <algorithm> <functional> <memory> <optional> <vector> <cmath>
    <QtCore/QString> <QtCore/QStringList> <QtCore/QList> <QtCore/QHash> <QtCore/QSet>
    <QtCore/QJsonObject> <QtCore/QJsonArray> <QtCore/QJsonDocument> <QtCore/QJsonValue>
    <QtCore/QRect> <QtCore/QPointF> <QtCore/QLineF> <QtCore/QCoreApplication>)
set(BM_PCH_GUI ${BM_PCH_CORE}
    <QtCore/QObject> <QtCore/QTimer> <QtCore/QFile> <QtCore/QFileInfo> <QtCore/QDir>
    <QtGui/QPainter> <QtGui/QPainterPath> <QtGui/QImage> <QtGui/QPixmap> <QtGui/QColor>
    <QtGui/QPen> <QtGui/QUndoStack> <QtGui/QAction>
    <QtWidgets/QApplication> <QtWidgets/QWidget> <QtWidgets/QMainWindow> <QtWidgets/QDialog>
    <QtWidgets/QDockWidget> <QtWidgets/QLabel> <QtWidgets/QPushButton> <QtWidgets/QComboBox>
    <QtWidgets/QCheckBox> <QtWidgets/QSpinBox> <QtWidgets/QLineEdit> <QtWidgets/QMenu>
    <QtWidgets/QBoxLayout> <QtWidgets/QListWidget> <QtWidgets/QGraphicsItem>
    <QtWidgets/QGraphicsScene> <QtWidgets/QGraphicsView> <QtWidgets/QGraphicsSceneMouseEvent>)

# bm_precompile(TARGET KIND): KIND is core (Qt Core and the standard library), gui (plus
# Qt Gui and Widgets), test or guitest (the same plus QtTest). Library targets get their own
# header; tests share one per folder, kind and compile options (QtTest's header reads the
# folder through QT_TESTCASE_SOURCEDIR and the link through QT_WIDGETS_LIB, so only those
# may share).
function(bm_precompile target kind)
    if(NOT BATTLEMAP_PCH)
        return()
    endif()
    if(kind STREQUAL "core")
        target_precompile_headers(${target} PRIVATE ${BM_PCH_CORE})
        return()
    elseif(kind STREQUAL "gui")
        target_precompile_headers(${target} PRIVATE ${BM_PCH_GUI})
        return()
    endif()
    # A header compiled with other options (BATTLEMAP_TEST_OPTIMIZE's level) is not used.
    get_target_property(options ${target} COMPILE_OPTIONS)
    if(NOT options)
        set(options "")
    endif()
    string(MD5 dir_key "${CMAKE_CURRENT_SOURCE_DIR};${options}")
    get_property(host GLOBAL PROPERTY BM_PCH_HOST_${kind}_${dir_key})
    if(host)
        target_precompile_headers(${target} REUSE_FROM ${host})
    elseif(kind STREQUAL "test")
        target_precompile_headers(${target} PRIVATE ${BM_PCH_CORE} <QtTest/QTest>)
        set_property(GLOBAL PROPERTY BM_PCH_HOST_${kind}_${dir_key} ${target})
    elseif(kind STREQUAL "guitest")
        target_precompile_headers(${target} PRIVATE ${BM_PCH_GUI} <QtTest/QTest>)
        set_property(GLOBAL PROPERTY BM_PCH_HOST_${kind}_${dir_key} ${target})
    else()
        message(FATAL_ERROR "bm_precompile: unknown kind ${kind}")
    endif()
endfunction()
