# Refuses an include upward in the core: run as
#   cmake -DROOT=DIR "-DLAYERS=base;tree;..." [-DSTAMP=FILE] -P CheckLayers.cmake
# it reads every DIR/core/FOLDER/*.h and *.cpp and fails, naming the file, the line and the
# include, where a file includes a folder of a layer above its own (LAYERS lists them lowest
# first), the widgets (ui/) or the command line (app/), or Qt. The search's layer holds the
# folders search/ and lab/. On success it touches STAMP, so that the build checks again only
# when a core file changes.
cmake_minimum_required(VERSION 3.25)

# The includes upward that are still there, as "FILE -> INCLUDE". Keep this list short: each
# entry is a dependency that goes the wrong way until the code it names moves.
set(known_upward_includes
    # Game.h carries tic-tac-toe's static orders and scorings, which belong to the game.
    "core/games/Game.h -> core/search/Enhancements.h"
)

function(layer_of folder out)
    if(folder STREQUAL "lab")
        set(folder search)
    endif()
    list(FIND LAYERS "${folder}" rank)
    set(${out} ${rank} PARENT_SCOPE)
endfunction()

if(NOT ROOT OR NOT LAYERS)
    message(FATAL_ERROR "CheckLayers.cmake needs -DROOT=DIR and -DLAYERS=base;tree;...")
endif()

string(REPLACE ";" " < " order "${LAYERS}")
set(problems 0)
file(GLOB_RECURSE files RELATIVE "${ROOT}" "${ROOT}/core/*.h" "${ROOT}/core/*.cpp")
list(SORT files)
foreach(file ${files})
    string(REGEX MATCH "^core/([^/]+)/" _ "${file}")
    set(folder "${CMAKE_MATCH_1}")
    layer_of("${folder}" own)
    set(number 0)
    file(STRINGS "${ROOT}/${file}" all_lines)
    foreach(line IN LISTS all_lines)
        math(EXPR number "${number} + 1")
        if(NOT line MATCHES "^[ \t]*#[ \t]*include[ \t]*[\"<]([^\">]+)[\">]")
            continue()
        endif()
        set(included "${CMAKE_MATCH_1}")
        set(why "")
        if(included MATCHES "^core/([^/]+)/")
            layer_of("${CMAKE_MATCH_1}" rank)
            if(rank EQUAL -1)
                set(why "a folder in no layer")
            elseif(rank GREATER own)
                set(why "a layer above ${folder}")
            endif()
        elseif(included MATCHES "^(ui|app)/")
            set(why "the ${CMAKE_MATCH_1} above the whole core")
        elseif(included MATCHES "^Q[A-Za-z]*$")
            set(why "Qt, which the core does without")
        endif()
        if(why AND NOT "${file} -> ${included}" IN_LIST known_upward_includes)
            message(SEND_ERROR "${file}:${number} includes ${included}, ${why} (the layers: ${order})")
            math(EXPR problems "${problems} + 1")
        endif()
    endforeach()
endforeach()

if(problems GREATER 0)
    message(FATAL_ERROR "${problems} include(s) against the core's layers")
endif()
if(STAMP)
    file(TOUCH "${STAMP}")
endif()
