"""Nested run config with attribute access, in the spirit of OmegaConf."""


class Node(dict):
    __getattr__ = dict.__getitem__

    @classmethod
    def create(cls, tree):
        return cls({k: cls.create(v) if isinstance(v, dict) else v for k, v in tree.items()})

    def merge(self, dotted):
        for item in dotted:
            key, value = item.split("=")
            *path, leaf = key.split(".")
            node = self
            for p in path:
                node = node[p]
            node[leaf] = type(node[leaf])(value)
        return self


DEFAULTS = {
    "data": {"n_train": 32, "length": 24, "batch_size": 8, "cutoff": 1.6},
    "model": {"embed": 16, "pair": 16, "blocks": 2},
    "post": {"mask_local": True, "min_separation": 3},
    "optim": {"lr": 3e-3, "epochs": 2},
}


def load(overrides=()):
    return Node.create(DEFAULTS).merge(overrides)
