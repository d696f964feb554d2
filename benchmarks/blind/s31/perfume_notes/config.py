"""A very small gin-like binding system: `Name.param = value` lines fill keyword arguments."""
import ast
import functools
import inspect

_BINDINGS = {}
_REGISTRY = {}


def parse_config(text):
    for raw in text.strip().splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        target, value = (part.strip() for part in line.split("=", 1))
        scope, param = target.rsplit(".", 1)
        _BINDINGS.setdefault(scope, {})[param] = ast.literal_eval(value)


def configurable(obj):
    name = obj.__name__
    _REGISTRY[name] = obj
    target = obj.__init__ if inspect.isclass(obj) else obj
    accepted = set(inspect.signature(target).parameters)

    @functools.wraps(target)
    def bound(*args, **kwargs):
        for key, value in _BINDINGS.get(name, {}).items():
            if key in accepted:
                kwargs.setdefault(key, value)
        return target(*args, **kwargs)

    if inspect.isclass(obj):
        obj.__init__ = bound
        return obj
    return bound


def query(name, param, default=None):
    return _BINDINGS.get(name, {}).get(param, default)
