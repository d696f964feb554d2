MODEL_REGISTRY = {}


def register_model(fn_or_cls=None, *, name=None):
    def _wrap(obj):
        MODEL_REGISTRY[name or obj.__name__.lower()] = obj
        return obj
    return _wrap(fn_or_cls) if fn_or_cls is not None else _wrap
