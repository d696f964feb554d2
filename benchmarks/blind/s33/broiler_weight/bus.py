import weakref
from collections import defaultdict


class EventBus:
    """Publish/subscribe by event name; subscribers are held weakly."""

    def __init__(self):
        self._handlers = defaultdict(list)

    def subscribe(self, event, handler):
        ref = weakref.WeakMethod(handler) if hasattr(handler, "__self__") else weakref.ref(handler)
        self._handlers[event].append(ref)

    def emit(self, event, **payload):
        alive = []
        for ref in self._handlers[event]:
            fn = ref()
            if fn is not None:
                fn(**payload)
                alive.append(ref)
        self._handlers[event] = alive
