"""Operational nowcaster: fed one 5-minute sample at a time from the real-time feed."""
import torch


class LiveNowcaster:
    def __init__(self, model):
        self.model = model.eval()
        self.states = (None, None)
        self.history = []

    @torch.inference_mode()
    def update(self, sample):
        kp, _, self.states = self.model(sample.view(1, 1, -1), self.states)
        value = float(kp.clamp(0, 9).numpy()[0, 0])
        self.history.append(value)
        return value

    def storm_alerts(self, threshold=5.0):
        return sum(1 for a, b in zip(self.history, self.history[1:]) if a < threshold <= b)
