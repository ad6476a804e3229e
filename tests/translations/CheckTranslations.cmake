# SPDX-License-Identifier: GPL-3.0-or-later
# Checks a translation (TS) against the sources under ROOT, in the working folder WORK:
#   MODE=complete: lrelease finds every entry translated, none left unfinished;
#   MODE=current: lupdate run over the sources, as the update_translations target runs it
#   (with OPTIONS), leaves a copy of the file as it is: no sentence is missing from it and
#   none is stale. Where a sentence is said (<location>) is not compared: a line added above
#   one moves it, and the file need not be written again for that.
cmake_minimum_required(VERSION 3.25)
get_filename_component(name "${TS}" NAME)
if(MODE STREQUAL "complete")
    execute_process(COMMAND "${LRELEASE}" "${TS}" -qm "${WORK}/${name}.check.qm"
        OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0 OR NOT out MATCHES "finished and 0 unfinished" OR out MATCHES "untranslated")
        file(STRINGS "${TS}" lines)
        set(unfinished "")
        set(source "")
        foreach(line IN LISTS lines)
            if(line MATCHES "<source>(.*)</source>")
                set(source "${CMAKE_MATCH_1}")
            elseif(line MATCHES "type=\"unfinished\"")
                string(APPEND unfinished "  ${source}\n")
            endif()
        endforeach()
        message(FATAL_ERROR "${name} has sentences without a translation:\n${unfinished}${out}${err}")
    endif()
    message(STATUS "${out}")
elseif(MODE STREQUAL "current")
    set(copy "${WORK}/${name}")
    file(COPY_FILE "${TS}" "${copy}")
    file(GLOB_RECURSE sources "${ROOT}/core/*.cpp" "${ROOT}/core/*.h" "${ROOT}/ui/*.cpp" "${ROOT}/ui/*.h")
    list(JOIN sources "\n" listed)
    file(WRITE "${WORK}/${name}.sources" "${listed}\n")
    execute_process(COMMAND "${LUPDATE}" ${OPTIONS} -I "${ROOT}" "@${WORK}/${name}.sources"
        -ts "${copy}" OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
    file(READ "${TS}" before)
    file(READ "${copy}" after)
    string(REGEX REPLACE "[ ]*<location[^>]*/>\n" "" before "${before}")
    string(REGEX REPLACE "[ ]*<location[^>]*/>\n" "" after "${after}")
    if(NOT rc EQUAL 0 OR NOT before STREQUAL after)
        message(FATAL_ERROR "${name} is not up to date with the sources: run "
            "`cmake --build build --target update_translations`, translate what it adds, and commit it.\n"
            "${out}${err}")
    endif()
    message(STATUS "${out}")
else()
    message(FATAL_ERROR "MODE must be complete or current")
endif()
