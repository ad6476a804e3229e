#include "TreeChangeCommand.h"

namespace gtl::ui {

TreeChangeCommand::TreeChangeCommand(const QString& text, State before, State after, Apply apply)
    : QUndoCommand(text)
    , before_(std::move(before))
    , after_(std::move(after))
    , apply_(std::move(apply))
{
}

} // namespace gtl::ui
