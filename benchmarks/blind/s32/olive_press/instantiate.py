"""A small `_target_` instantiator in the style of Hydra configs."""
import functools
import importlib


def locate(path):
    module_name, _, attr = path.rpartition(".")
    return getattr(importlib.import_module(module_name), attr)


def instantiate(node, **overrides):
    if isinstance(node, list):
        return [instantiate(item) for item in node]
    if not isinstance(node, dict):
        return node
    if "_target_" not in node:
        return {key: instantiate(value) for key, value in node.items()}
    kwargs = {key: instantiate(value) for key, value in node.items()
              if not (key.startswith("_") and key.endswith("_"))}
    kwargs.update(overrides)
    target = locate(node["_target_"])
    if node.get("_partial_", False):
        return functools.partial(target, **kwargs)
    return target(**kwargs)
