// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/layout/FocusChoices.h"

namespace gtl {
namespace {

void insertSorted(std::vector<NodeId>& ids, NodeId node)
{
    const auto at = std::lower_bound(ids.begin(), ids.end(), node);
    if (at == ids.end() || *at != node)
        ids.insert(at, node);
}

void eraseSorted(std::vector<NodeId>& ids, NodeId node)
{
    const auto at = std::lower_bound(ids.begin(), ids.end(), node);
    if (at != ids.end() && *at == node)
        ids.erase(at);
}

} // namespace

void FocusChoices::set(NodeId node, bool collapse)
{
    insertSorted(collapse ? collapsed : expanded, node);
    eraseSorted(collapse ? expanded : collapsed, node);
}

} // namespace gtl
