from torch import nn


class EventModule(nn.Module):
    """Routes `event("batch", payload)` to `on_batch(payload)` and so on."""

    def event(self, name, payload=None):
        handler = getattr(self, "on_" + name, None)
        if handler is None:
            raise KeyError(f"{type(self).__name__} has no handler for {name!r}")
        return handler(payload)
