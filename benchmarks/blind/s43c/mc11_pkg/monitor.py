"""Streaming snore monitor: fed 30-second chunks as they arrive from the bedside unit."""
import torch


class OvernightMonitor:
    def __init__(self, net, threshold=0.5):
        self.net = net.eval()
        self.threshold = threshold
        self.state = None
        self.snore_seconds = 0
        self.episodes = 0
        self._was_snoring = False

    def predict_chunk(self, chunk):
        logits, self.state = self.net(chunk.unsqueeze(0), self.state)
        flags = (torch.sigmoid(logits[0]) > self.threshold).tolist()
        for f in flags:
            if f and not self._was_snoring:
                self.episodes += 1
            self._was_snoring = f
        self.snore_seconds += sum(flags)
        return flags

    def report(self):
        return {"snore_minutes": self.snore_seconds / 60, "episodes": self.episodes}
