import torch


class Telemetry:
    """In-memory stand-in for a hosted tracker."""

    def __init__(self):
        self.points = {}

    def send(self, key, value):
        if torch.is_tensor(value):
            value = value.detach().numpy()
        self.points.setdefault(key, []).append(float(value))
