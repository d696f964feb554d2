"""Nested-dict pytree helpers."""


def tree_map(fn, tree):
    return {k: tree_map(fn, v) for k, v in tree.items()} if isinstance(tree, dict) else fn(tree)


def tree_leaves(tree):
    return [l for v in tree.values() for l in tree_leaves(v)] if isinstance(tree, dict) else [tree]


def freeze(tree):
    for leaf in tree_leaves(tree):
        leaf.requires_grad_ = False
    return tree


def snapshot(tree):
    return tree_map(lambda t: t.detach().clone(), tree)
