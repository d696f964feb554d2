from collections import defaultdict


class Emitter:
    def __init__(self):
        self._handlers = defaultdict(list)

    def on(self, event, handler=None):
        if handler is None:
            def register(fn):
                self._handlers[event].append(fn)
                return fn
            return register
        self._handlers[event].append(handler)
        return handler

    def emit(self, event, **payload):
        for handler in self._handlers[event]:
            handler(**payload)
