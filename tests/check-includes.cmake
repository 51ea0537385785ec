# The arrows between the rooms (docs/ARCHITECTURE.md), checked on every #include "…" of
# src/: a file may include only its own room and the rooms below it, and a project
# header is named with its room ("rules/cover.h", "render/maprenderer.h").
# Run by CTest as: cmake -DSRC=<repo>/src -P check-includes.cmake
#
#   core/model                    (the encounter, its file format; the bottom)
#   core/rules    -> model
#   core/combat   -> rules, model
#   core/interop  -> rules, model
#   core/report   -> combat, rules, model
#   core/table    -> combat, rules, model
#   tableserver   -> core/table, combat, rules, model (the players' server)
#   render        -> core
#   words         -> core (the sentences the window and the CLI both say for core's codes)
#   cli           -> words, render, core
#   app           -> words, render, core
if(NOT SRC)
    message(FATAL_ERROR "usage: cmake -DSRC=<repo>/src -P check-includes.cmake")
endif()

set(core_rooms model rules combat interop report table)
set(allowed_model model)
set(allowed_rules model rules)
set(allowed_combat model rules combat)
set(allowed_interop model rules interop)
set(allowed_report model rules combat report)
set(allowed_table model rules combat table)
set(allowed_tableserver model rules combat table tableserver)
set(allowed_render model rules combat interop report table render)
set(allowed_words model rules combat interop report table words)
set(allowed_cli model rules combat interop report table render words cli)
set(allowed_app model rules combat interop report table tableserver render words app)

# The room of a file below src/: core/<room>/… -> <room>, render/… -> render, …
function(room_of path out)
    file(RELATIVE_PATH rel "${SRC}" "${path}")
    string(REPLACE "/" ";" parts "${rel}")
    list(GET parts 0 top)
    if(top STREQUAL "core")
        list(LENGTH parts n)
        if(n LESS 3)
            set(${out} "core" PARENT_SCOPE) # a file directly in src/core: no room
            return()
        endif()
        list(GET parts 1 top)
    endif()
    set(${out} "${top}" PARENT_SCOPE)
endfunction()

file(GLOB_RECURSE sources "${SRC}/*.h" "${SRC}/*.cpp")
set(problems "")
set(checked 0)
foreach(f IN LISTS sources)
    room_of("${f}" room)
    if(room STREQUAL "core")
        string(APPEND problems "\n  ${f}: a core file outside the rooms (core/model, rules, combat, interop, report, table)")
        continue()
    endif()
    get_filename_component(dir "${f}" DIRECTORY)
    file(STRINGS "${f}" lines REGEX "^[ \t]*#[ \t]*include[ \t]+\"")
    foreach(line IN LISTS lines)
        string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]+\"([^\"]+)\".*" "\\1" inc "${line}")
        # The include roots of the targets: the file's folder, src/core, src, src/app, src/cli.
        set(target "")
        foreach(root "${dir}" "${SRC}/core" "${SRC}" "${SRC}/app" "${SRC}/cli")
            if(EXISTS "${root}/${inc}")
                set(target "${root}/${inc}")
                set(found_root "${root}")
                break()
            endif()
        endforeach()
        if(target STREQUAL "")
            continue() # generated (ui_*.h, *.moc) or a system header in quotes
        endif()
        math(EXPR checked "${checked} + 1")
        room_of("${target}" to)
        list(FIND allowed_${room} "${to}" ok)
        if(ok EQUAL -1)
            string(APPEND problems "\n  ${f}: includes \"${inc}\" (${room} -> ${to}: the arrow points up or sideways)")
        endif()
        # Core and render headers are named with their room, never bare or relative.
        list(FIND core_rooms "${to}" to_core)
        if((NOT to_core EQUAL -1 OR to STREQUAL "render") AND NOT inc MATCHES "^${to}/")
            string(APPEND problems "\n  ${f}: includes \"${inc}\"; name the room: \"${to}/…\"")
        endif()
    endforeach()
endforeach()

if(NOT problems STREQUAL "")
    message(FATAL_ERROR "Include arrows (docs/ARCHITECTURE.md):${problems}")
endif()
message(STATUS "${checked} project includes checked: every arrow points down")
