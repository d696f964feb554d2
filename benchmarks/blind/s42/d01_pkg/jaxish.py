"""Tiny stand-ins for the jax / optax helpers the original notebook used."""
import torch


def PRNGKey(seed):
    return torch.Generator().manual_seed(int(seed))


def split(key, num=2):
    seeds = torch.randint(0, 2**31 - 1, (num,), generator=key)
    return [torch.Generator().manual_seed(int(s)) for s in seeds]


def tree_map(fn, tree, *rest):
    if isinstance(tree, dict):
        return {k: tree_map(fn, tree[k], *(r[k] for r in rest)) for k in tree}
    if isinstance(tree, (list, tuple)):
        return type(tree)(tree_map(fn, t, *(r[i] for r in rest)) for i, t in enumerate(tree))
    return fn(tree, *rest)


def tree_leaves(tree):
    if isinstance(tree, dict):
        return [leaf for k in tree for leaf in tree_leaves(tree[k])]
    if isinstance(tree, (list, tuple)):
        return [leaf for t in tree for leaf in tree_leaves(t)]
    return [tree]


def value_and_grad(fun, has_aux=False):
    """Return fun's value and the gradient tree w.r.t. its first argument."""
    def wrapped(params, *args, **kwargs):
        for leaf in tree_leaves(params):
            leaf.grad = None
        out = fun(params, *args, **kwargs)
        value = out[0] if has_aux else out
        value.backward()
        grads = tree_map(lambda p: p.grad, params)
        return out, grads
    return wrapped


def apply_updates(params, updates):
    return tree_map(lambda p, u: p + u, params, updates)
