"""Entry-point style plugin lookup: group -> name -> "module:attribute"."""
import importlib

ENTRY_POINTS = {
    "flexo_ink.models": {
        "kubelka_munk": "flexo_ink.model:KubelkaMunkNet",
    },
    "flexo_ink.constraints": {
        "nonneg": "flexo_ink.constraints:NonNegative",
        "maxnorm": "flexo_ink.constraints:MaxNorm",
    },
}


def available(group):
    return sorted(ENTRY_POINTS.get(group, {}))


def load(group, name):
    try:
        target = ENTRY_POINTS[group][name]
    except KeyError:
        raise LookupError(f"no plugin {name!r} in {group!r}; have {available(group)}") from None
    module_name, _, attribute = target.partition(":")
    obj = importlib.import_module(module_name)
    for part in attribute.split("."):
        obj = getattr(obj, part)
    return obj
