// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/Completion.h"

#include "app/CommandLine.h"
#include "app/OptionTable.h"

#include <cctype>

namespace gtl::app::Completion {
namespace {

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

std::string spaced(const std::vector<std::string>& words)
{
    std::string line;
    for (const std::string& word : words)
        line += (line.empty() ? "" : " ") + word;
    return line;
}

} // namespace

std::string bashScript()
{
    CommandLine unused;
    OptionTable table(unused);
    std::vector<std::string> commands;
    for (CLI::App* command : table.commands()) {
        if (command != &table.app())
            commands.push_back(command->get_name());
    }
    std::string options;
    std::string values;
    for (CLI::App* command : table.commands()) {
        const std::string name = command == &table.app() ? std::string() : command->get_name();
        std::vector<std::string> flags;
        for (const CLI::Option* option : command->get_options()) {
            for (const std::string& spelling : option->get_lnames())
                flags.push_back("--" + spelling);
            if (option->get_expected_max() == 0) // a flag
                continue;
            const Values taken = valuesOf(*option, table);
            for (const std::string& spelling : option->get_lnames()) {
                values += "        \"" + name + " --" + spelling + "\")";
                if (!taken.words.empty())
                    values += " words=\"" + spaced(taken.words) + "\"";
                values += std::string(taken.files ? " files=1" : "") + " value=1 ;;\n";
            }
        }
        options += "        \"" + name + "\") options=\"" + spaced(flags) + "\" ;;\n";
    }
    return "# bash completion for gametree-lab, written from its option table\n"
           "_gametree_lab() {\n"
           "    local current=${COMP_WORDS[COMP_CWORD]} previous=${COMP_WORDS[COMP_CWORD-1]}\n"
           "    local commands=\""
        + spaced(commands)
        + "\"\n"
          "    local command=\"\" word\n"
          "    for word in \"${COMP_WORDS[@]:1:COMP_CWORD-1}\"; do\n"
          "        [[ \" $commands \" == *\" $word \"* ]] && { command=$word; break; }\n"
          "    done\n"
          "    local options=\"\" words=\"\" files=\"\" value=\"\"\n"
          "    case \"$command\" in\n"
        + options
        + "    esac\n"
          "    case \"$command $previous\" in\n"
        + values
        + "    esac\n"
          "    COMPREPLY=()\n"
          "    if [[ -n $value ]]; then\n"
          "        [[ -n $words ]] && COMPREPLY=($(compgen -W \"$words\" -- \"$current\"))\n"
          "        if [[ -n $files ]]; then\n"
          "            compopt -o filenames 2>/dev/null\n"
          "            COMPREPLY+=($(compgen -f -- \"$current\"))\n"
          "        fi\n"
          "    elif [[ $current == -* ]]; then\n"
          "        COMPREPLY=($(compgen -W \"$options\" -- \"$current\"))\n"
          "    elif [[ -z $command || $command == help ]]; then\n"
          "        COMPREPLY=($(compgen -W \"$commands\" -- \"$current\"))\n"
          "        if [[ -z $command ]]; then\n"
          "            compopt -o filenames 2>/dev/null\n"
          "            COMPREPLY+=($(compgen -f -- \"$current\"))\n"
          "        fi\n"
          "    fi\n"
          "}\n"
          "complete -F _gametree_lab gametree-lab\n";
}

} // namespace gtl::app::Completion
