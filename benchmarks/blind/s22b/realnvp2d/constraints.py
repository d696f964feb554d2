class SoftBound:
    """Keeps log-scales in a fixed band so the flow stays well conditioned."""

    def __init__(self, limit):
        self.limit = limit

    def __call__(self, s):
        s.mul_(self.limit)
        return s
