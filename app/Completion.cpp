// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/Completion.h"

#include "app/CommandLine.h"
#include "app/OptionTable.h"
#include "app/OptionValues.h"

#include <cctype>

namespace gtl::app::Completion {
namespace {

using optionvalues::joined;

/// What completes the value of an option.
struct Values {
    std::vector<std::string> words;
    bool files = false;
};

/// A word of a type name that is a value itself ("json", "end", "X"), not a placeholder
/// ("NAME", "FILE", "N").
bool isLiteral(const std::string& word)
{
    if (word.empty() || word.size() == 1)
        return word.size() == 1 && std::isupper(static_cast<unsigned char>(word[0])) && word != "N";
    for (char c : word) {
        if (!std::islower(static_cast<unsigned char>(c)) && !std::isdigit(static_cast<unsigned char>(c)) && c != '-')
            return false;
    }
    return true;
}

Values valuesOf(const CLI::Option& option, const OptionTable& table)
{
    Values values;
    values.words = table.names(option);
    const std::string type = option.get_type_name();
    values.files = type.find("FILE") != std::string::npos || type.find("PATH") != std::string::npos;
    if (type.find('|') != std::string::npos) {
        std::size_t from = 0;
        while (from <= type.size()) {
            const std::size_t bar = std::min(type.find('|', from), type.size());
            if (const std::string word = type.substr(from, bar - from); isLiteral(word))
                values.words.push_back(word);
            from = bar + 1;
        }
    }
    return values;
}

/// The function bash calls on Tab: the word before the cursor picks the option whose values
/// are offered, the command before it which options; @COMMANDS@, @OPTIONS@ and @VALUES@ are
/// filled in from the table.
const char* const kScript = R"(# bash completion for gametree-lab, written from its option table
_gametree_lab() {
    local current=${COMP_WORDS[COMP_CWORD]} previous=${COMP_WORDS[COMP_CWORD-1]}
    local commands="@COMMANDS@"
    local command="" word
    for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
        [[ " $commands " == *" $word "* ]] && { command=$word; break; }
    done
    local options="" words="" files="" value=""
    case "$command" in
@OPTIONS@    esac
    case "$command $previous" in
@VALUES@    esac
    COMPREPLY=()
    if [[ -n $value ]]; then
        [[ -n $words ]] && COMPREPLY=($(compgen -W "$words" -- "$current"))
        if [[ -n $files ]]; then
            compopt -o filenames 2>/dev/null
            COMPREPLY+=($(compgen -f -- "$current"))
        fi
    elif [[ $current == -* ]]; then
        COMPREPLY=($(compgen -W "$options" -- "$current"))
    elif [[ -z $command || $command == help ]]; then
        COMPREPLY=($(compgen -W "$commands" -- "$current"))
        if [[ -z $command ]]; then
            compopt -o filenames 2>/dev/null
            COMPREPLY+=($(compgen -f -- "$current"))
        fi
    fi
}
complete -F _gametree_lab gametree-lab
)";

void fill(std::string& script, const std::string& placeholder, const std::string& text)
{
    script.replace(script.find(placeholder), placeholder.size(), text);
}

} // namespace

std::string bashScript()
{
    CommandLine unused;
    OptionTable table(unused);
    std::vector<std::string> commands;
    std::string options;
    std::string values;
    for (CLI::App* command : table.commands()) {
        const std::string name = command == &table.app() ? std::string() : command->get_name();
        if (!name.empty())
            commands.push_back(name);
        std::vector<std::string> spellings;
        for (const CLI::Option* option : command->get_options()) {
            for (const std::string& spelling : option->get_lnames())
                spellings.push_back("--" + spelling);
            if (option->get_expected_max() == 0) // a flag
                continue;
            const Values taken = valuesOf(*option, table);
            for (const std::string& spelling : option->get_lnames()) {
                values += "        \"" + name + " --" + spelling + "\")";
                if (!taken.words.empty())
                    values += " words=\"" + joined(taken.words, " ") + "\"";
                values += std::string(taken.files ? " files=1" : "") + " value=1 ;;\n";
            }
        }
        options += "        \"" + name + "\") options=\"" + joined(spellings, " ") + "\" ;;\n";
    }
    std::string script = kScript;
    fill(script, "@COMMANDS@", joined(commands, " "));
    fill(script, "@OPTIONS@", options);
    fill(script, "@VALUES@", values);
    return script;
}

} // namespace gtl::app::Completion
