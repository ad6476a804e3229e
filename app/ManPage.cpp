// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/ManPage.h"

#include "app/ExitStatus.h"
#include "app/OptionTable.h"

#include <algorithm>
#include <set>

namespace gtl::app {
namespace {

/// @p text safe in a troff text line: backslashes and dashes escaped, no line taken for a
/// request.
std::string escaped(const std::string& text)
{
    std::string out;
    for (char c : text) {
        if (c == '\\')
            out += "\\e";
        else if (c == '-')
            out += "\\-";
        else
            out += c;
    }
    if (!out.empty() && (out[0] == '.' || out[0] == '\''))
        out.insert(0, "\\&");
    return out;
}

/// "\fB\-\-depth\fR \fIN\fR": the option's names in bold, its value in italics.
std::string signature(const CLI::Option& option)
{
    std::string line;
    for (const std::string& name : option.get_snames())
        line += (line.empty() ? "" : ", ") + std::string("\\fB") + escaped("-" + name) + "\\fR";
    for (const std::string& name : option.get_lnames())
        line += (line.empty() ? "" : ", ") + std::string("\\fB") + escaped("--" + name) + "\\fR";
    if (option.get_type_size() != 0)
        line += " \\fI" + escaped(option.get_type_name()) + "\\fR";
    return line;
}

std::string describe(const CLI::Option& option)
{
    return ".TP\n" + signature(option) + "\n" + escaped(option.get_description()) + "\n";
}

/// The options of @p app in the order declared (under the headings of their groups when
/// @p headings); those in @p described already are only named, so that each is explained once.
std::string options(const CLI::App& app, std::set<std::string>& described, bool headings)
{
    std::string page;
    std::vector<std::string> named;
    for (const std::string& group : app.get_groups()) {
        std::string section;
        for (const CLI::Option* option :
            app.get_options([&](const CLI::Option* o) { return o->get_group() == group; })) {
            const std::string key = option->get_name(false, true) + " " + option->get_type_name();
            if (option->get_name() == "--help" && !headings)
                continue; // every command has it
            if (described.insert(key).second)
                section += describe(*option);
            else
                named.push_back("\\fB" + escaped(option->get_name()) + "\\fR");
        }
        if (!section.empty())
            page += (headings ? ".SS " + group + "\n" : "") + section;
    }
    if (!named.empty()) {
        std::string list;
        for (const std::string& name : named)
            list += (list.empty() ? "" : ", ") + name;
        page += ".PP\nand " + list + " as above.\n";
    }
    return page;
}

} // namespace

std::string ManPage::text()
{
    CommandLine unused;
    OptionTable table(unused);
    CLI::App& app = table.app();
    std::string page = ".TH GAMETREE-LAB 1 \"\" \"gametree-lab " GTL_VERSION "\" \"User Commands\"\n"
                       ".SH NAME\ngametree-lab \\- game-tree search, made visible\n"
                       ".SH SYNOPSIS\n.B gametree-lab\n[\\fIFILE\\fR] [\\fIOPTIONS\\fR]\n";
    for (const CLI::App* command : table.commands()) {
        if (command != &app)
            page += ".br\n.B gametree-lab " + command->get_name() + "\n"
                + (command->get_options().size() > 1 ? "[\\fIOPTIONS\\fR]\n" : "");
    }
    page += ".SH DESCRIPTION\n" + escaped(app.get_description()) + "\n.SH OPTIONS\n";
    std::set<std::string> described;
    page += options(app, described, true);
    page += ".SH COMMANDS\n";
    for (const CLI::App* command : table.commands()) {
        if (command == &app)
            continue;
        page += ".SS " + command->get_name() + "\n" + escaped(command->get_description()) + "\n";
        page += options(*command, described, false);
    }
    page += ".SH EXIT STATUS\n";
    for (const exit_status::Meaning& meaning : exit_status::statuses())
        page += ".TP\n.B " + std::to_string(meaning.status) + "\n" + escaped(std::string(meaning.when)) + "\n";
    page += ".SH FILES\n.TP\n\\fI/usr/share/gametree\\-lab/examples/\\fR\nexample trees (.gtree.json)\n"
            ".SH SEE ALSO\nThe manual of Game Tree Lab, a chapter for each part of it (F1 in the window opens it): "
            "\\fI/usr/share/doc/gametree\\-lab/resources/manual/index.md\\fR\n";
    return page;
}

std::vector<std::string> ManPage::declaredOptions()
{
    CommandLine unused;
    OptionTable table(unused);
    std::set<std::string> names;
    for (const CLI::App* command : table.commands()) {
        for (const CLI::Option* option : command->get_options()) {
            for (const std::string& name : option->get_snames())
                names.insert("-" + name);
            for (const std::string& name : option->get_lnames())
                names.insert("--" + name);
        }
    }
    return {names.begin(), names.end()};
}

} // namespace gtl::app
